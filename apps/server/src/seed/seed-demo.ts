import { count, eq } from 'drizzle-orm';
import { describeTag } from '@wildfire/shared';
import { panelDefinition, standbyTags } from '@wildfire/panel-sim';
import type { Database } from '../db/client';
import {
  accountMemberships,
  accounts,
  properties,
  propertyMemberships,
  scadaDefinitions,
  sites,
  tagLatest,
  users,
} from '../db/schema';
import { hashPassword } from '../services/passwords';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_USERS, demoSiteId } from './demo-data';

/**
 * Fill an empty database with the demo accounts, properties, panels and a snapshot of each
 * panel's tags. Does nothing when any user exists, so it never touches real data.
 */
export async function seedDemoIfEmpty(db: Database, now = new Date()): Promise<boolean> {
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
        if (demo.neverReported) continue;
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
    }
  });
  return true;
}

export async function demoUserId(db: Database, email: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`demo user ${email} not found`);
  return row.id;
}
