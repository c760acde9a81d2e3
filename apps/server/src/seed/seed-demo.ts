import { count, eq } from 'drizzle-orm';
import { describeTag } from '@wildfire/shared';
import { panelDefinition, standbyTags } from '@wildfire/panel-sim';
import type { Database } from '../db/client';
import {
  accountMemberships,
  accounts,
  alertRecipients,
  alerts,
  inboxMessages,
  invoices,
  panelLog,
  plans,
  properties,
  propertyMemberships,
  scadaDefinitions,
  servicePartners,
  sites,
  subscriptions,
  tagLatest,
  userGroupMembers,
  userGroups,
  userPermissions,
  onCallShifts,
  users,
} from '../db/schema';
import type { FileStorage } from '../services/file-storage';
import { hashPassword } from '../services/passwords';
import { seedDemoSales } from './demo-sales';
import { seedDemoProjects } from './demo-projects';
import { seedDemoFleet } from './demo-fleet';
import { seedDemoBroadcasts } from './demo-broadcasts';
import { seedDemoHr } from './demo-hr';
import { seedDemoCms } from './demo-cms';
import { seedDemoBilling } from './demo-billing';
import { seedDemoSupport } from './demo-support';
import { DEMO_DIRECT_PERMISSIONS, DEMO_GROUPS } from './demo-staff';
import {
  DEMO_ACCOUNTS,
  DEMO_ALERTS,
  DEMO_PANEL_LOG,
  DEMO_PARTNERS,
  DEMO_PASSWORD,
  DEMO_PLANS,
  DEMO_SERVICE_ASSIGNMENTS,
  DEMO_USERS,
  demoSiteId,
} from './demo-data';

const hoursBefore = (now: Date, hours: number) => new Date(now.getTime() - hours * 3_600_000);
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const monthsBefore = (now: Date, months: number, day = 25) => {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, day));
  return isoDay(d);
};

/**
 * Fill an empty database with the demo accounts, properties, panels and a snapshot of each
 * panel's tags. Does nothing when any user exists, so it never touches real data. Demo files
 * (HR documents) go into `files`; without it they are left out.
 */
export async function seedDemoIfEmpty(
  db: Database,
  now = new Date(),
  files?: FileStorage,
): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return false;

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(users)
      .values(DEMO_USERS.map((u) => ({ ...u, passwordHash })))
      .returning({ id: users.id, email: users.email });
    const userId = (email: string) => {
      const found = inserted.find((u) => u.email === email);
      if (!found) throw new Error(`demo user ${email} missing`);
      return found.id;
    };

    const partners = await tx.insert(servicePartners).values(DEMO_PARTNERS).returning();
    const partnerId = (company: string | undefined) =>
      partners.find((p) => p.companyName === company)?.id ?? null;
    const insertedPlans = await tx.insert(plans).values(DEMO_PLANS).returning();
    const planId = (name: string) => insertedPlans.find((p) => p.name === name)!.id;

    for (const demoAccount of DEMO_ACCOUNTS) {
      const [account] = await tx.insert(accounts).values({ name: demoAccount.name }).returning();
      if (!account) throw new Error('account insert returned nothing');
      await tx.insert(accountMemberships).values(
        demoAccount.members.map((m) => ({
          accountId: account.id,
          userId: userId(m.email),
          role: m.role,
        })),
      );

      for (const demo of demoAccount.properties) {
        const [property] = await tx
          .insert(properties)
          .values({
            accountId: account.id,
            name: demo.name,
            address: demo.address,
            latitude: demo.latitude,
            longitude: demo.longitude,
            servicePartnerId: partnerId(DEMO_SERVICE_ASSIGNMENTS[demo.layout.panelNumber]),
          })
          .returning();
        if (!property) throw new Error('property insert returned nothing');
        await tx.insert(propertyMemberships).values(
          demo.members.map((m) => ({
            propertyId: property.id,
            userId: userId(m.email),
            role: m.role,
          })),
        );

        const siteId = demoSiteId(demo);
        await tx.insert(sites).values({
          siteId,
          propertyId: property.id,
          panelNumber: demo.layout.panelNumber,
          online: !demo.neverReported,
          lastSeenAt: demo.neverReported ? null : now,
        });
        await tx
          .insert(scadaDefinitions)
          .values({ siteId, definition: panelDefinition(demo.layout) });
        const memberIds = demo.members.map((m) => userId(m.email));
        for (const alert of DEMO_ALERTS.filter((a) => a.panelNumber === demo.layout.panelNumber)) {
          const [row] = await tx
            .insert(alerts)
            .values({
              propertyId: property.id,
              type: alert.type,
              title: alert.title,
              description: alert.description,
              details: alert.details,
              source: 'system',
              createdAt: hoursBefore(now, alert.hoursAgo),
            })
            .returning({ id: alerts.id });
          await tx.insert(alertRecipients).values(
            memberIds.map((id) => ({
              alertId: row!.id,
              userId: id,
              readAt: alert.unread ? null : hoursBefore(now, alert.hoursAgo - 1),
            })),
          );
        }
        if (demo.neverReported) continue;
        await tx.insert(panelLog).values(
          DEMO_PANEL_LOG.map((line) => ({
            siteId,
            level: line.level,
            message: line.message,
            at: new Date(now.getTime() - line.minutesAgo * 60_000),
          })),
        );
        await tx.insert(tagLatest).values(
          Object.entries(standbyTags(demo.layout)).map(([tag, value]) => ({
            siteId,
            tag,
            value,
            group: describeTag(tag)?.group ?? 'system',
            panelTime: now,
            receivedAt: now,
          })),
        );
      }

      // Billing: the spec's sample plan and the last six months of invoices ($545.00 paid).
      await tx.insert(subscriptions).values({
        accountId: account.id,
        planId: planId(demoAccount.properties.length > 2 ? 'Professional' : 'Basic'),
        status: 'active',
        nextBillingDate: monthsBefore(now, -1),
      });
      const monthly = demoAccount.properties.length > 2 ? 9_900 : 4_900;
      const plan = demoAccount.properties.length > 2 ? 'Professional' : 'Basic';
      await tx.insert(invoices).values([
        ...[5, 4, 3, 2, 1].map((m) => ({
          id: `INV-${account.id}-${monthsBefore(now, m).slice(0, 7).replace('-', '')}`,
          accountId: account.id,
          issuedOn: monthsBefore(now, m),
          amountCents: monthly,
          status: 'Paid' as const,
          description: `${plan} plan, monthly`,
          method: 'Visa ending 4242',
        })),
        {
          id: `INV-${account.id}-INSP`,
          accountId: account.id,
          issuedOn: monthsBefore(now, 3, 12),
          amountCents: 5_000,
          status: 'Paid' as const,
          description: 'Annual inspection visit',
          method: 'Visa ending 4242',
        },
        {
          id: `INV-${account.id}-${monthsBefore(now, 0).slice(0, 7).replace('-', '')}`,
          accountId: account.id,
          issuedOn: monthsBefore(now, 0, 1),
          amountCents: monthly,
          status: 'Pending' as const,
          description: `${plan} plan, monthly`,
          method: 'Visa ending 4242',
        },
      ]);
    }

    await tx.insert(inboxMessages).values(
      DEMO_USERS.filter((u) => u.kind === 'customer').map((u) => ({
        recipientId: userId(u.email),
        senderName: 'Wildfire Defense Support',
        subject: 'Welcome to your wildfire defense portal',
        body: `Hello ${u.name.split(' ')[0]},\n\nYour portal shows your system live: pumps, valves, pressure and temperatures. In a fire, Activate starts your sprinklers from anywhere; the screen confirms when the panel has acted.\n\nReply to support any time if something looks wrong.`,
        createdAt: hoursBefore(now, 24 * 14),
      })),
    );
    // Staff access: the four sample groups with their members, and direct grants.
    for (const group of DEMO_GROUPS) {
      const [row] = await tx
        .insert(userGroups)
        .values({
          name: group.name,
          description: group.description,
          permissions: group.permissions,
        })
        .returning({ id: userGroups.id });
      if (group.members.length > 0) {
        await tx
          .insert(userGroupMembers)
          .values(group.members.map((email) => ({ groupId: row!.id, userId: userId(email) })));
      }
    }
    for (const [email, granted] of Object.entries(DEMO_DIRECT_PERMISSIONS)) {
      await tx
        .insert(userPermissions)
        .values(granted.map((permission) => ({ userId: userId(email), permission })));
    }
    // Omar (Field Operations) is on call for the demo's first two weeks: an alarm nobody
    // acknowledges reaches him after 15 minutes (docs/alerts-escalation.md).
    await tx.insert(onCallShifts).values({
      userId: userId('ops@demo.test'),
      startsAt: now,
      endsAt: new Date(now.getTime() + 14 * 24 * 3_600_000),
    });
    await seedDemoSales(tx, now);
    await seedDemoProjects(tx, now);
    await seedDemoFleet(tx, now);
    await seedDemoBroadcasts(tx, now);
    await seedDemoHr(tx, now, files);
    await seedDemoCms(tx, now, files);
    await seedDemoBilling(tx, now);
    await seedDemoSupport(tx, now);
  });
  return true;
}

export async function demoUserId(db: Database, email: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`demo user ${email} not found`);
  return row.id;
}
