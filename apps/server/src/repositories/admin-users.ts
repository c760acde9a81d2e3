import { and, asc, count, desc, eq, ilike, inArray, max, or, sql, type SQL } from 'drizzle-orm';
import {
  userTypeLabel,
  type AlertEmailDelivery,
  type AlertTextDelivery,
  type UserStatusLabel,
} from '@wildfire/shared';
import type { Executor } from '../db/client';
import {
  alertRecipients,
  alerts,
  auditLog,
  mailOutbox,
  sessions,
  sites,
  smsOutbox,
  tagLatest,
  users,
} from '../db/schema';
import { listVisibleProperties } from './sites';
import { escapeLike, groupsOfUsers } from './staff-access';
import type { UserRow } from './users';

/** The back-office view of people: lists, detail, sign-ins, activity. */

export const STATUS_LABEL: Record<UserRow['status'], UserStatusLabel> = {
  active: 'Active',
  inactive: 'Inactive',
  invited: 'Invited',
};

const iso = (d: Date | string | null | undefined) =>
  d == null ? null : (d instanceof Date ? d : new Date(d)).toISOString();

export async function findUserById(db: Executor, userId: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

/** The newest sign-in of each person (a sign-in starts a session). */
async function lastLogins(db: Executor, userIds: number[]) {
  const found = new Map<number, string>();
  if (userIds.length === 0) return found;
  const rows = await db
    .select({ userId: sessions.userId, at: max(sessions.createdAt) })
    .from(sessions)
    .where(inArray(sessions.userId, userIds))
    .groupBy(sessions.userId);
  for (const row of rows) if (row.at) found.set(row.userId, iso(row.at)!);
  return found;
}

export async function listUsers(
  db: Executor,
  options: {
    search?: string;
    kind?: 'staff' | 'customer' | 'partner';
    limit: number;
    offset: number;
  },
) {
  const filters: SQL[] = [];
  if (options.search) {
    const pattern = `%${escapeLike(options.search)}%`;
    filters.push(or(ilike(users.name, pattern), ilike(users.email, pattern))!);
  }
  if (options.kind) filters.push(eq(users.kind, options.kind));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [totalRow] = await db.select({ n: count() }).from(users).where(where);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id))
    .limit(options.limit)
    .offset(options.offset);
  const ids = rows.map((u) => u.id);
  const [groups, logins] = await Promise.all([groupsOfUsers(db, ids), lastLogins(db, ids)]);
  return {
    total: totalRow?.n ?? 0,
    items: rows.map((u) => ({
      id: u.id,
      email: u.email,
      name: u.name,
      kind: u.kind,
      user_type: u.userType,
      user_type_label: userTypeLabel(u.userType),
      status: STATUS_LABEL[u.status],
      groups: groups.get(u.id) ?? [],
      last_login: logins.get(u.id) ?? null,
      created_at: u.createdAt.toISOString(),
    })),
  };
}

/** The user block of the detail screen. */
export async function userSummary(db: Executor, user: UserRow) {
  const logins = await lastLogins(db, [user.id]);
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    phone: user.phone,
    department: user.department,
    kind: user.kind,
    user_type: user.userType,
    user_type_label: userTypeLabel(user.userType),
    status: STATUS_LABEL[user.status],
    created_at: user.createdAt.toISOString(),
    last_login: logins.get(user.id) ?? null,
  };
}

/** Sign-ins, newest first: each one started a session from an address and a browser. */
export async function loginHistory(
  db: Executor,
  userId: number,
  options: { limit: number; offset: number },
) {
  const [totalRow] = await db
    .select({ n: count() })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  const rows = await db
    .select({ at: sessions.createdAt, ip: sessions.ip, userAgent: sessions.userAgent })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt), desc(sessions.id))
    .limit(options.limit)
    .offset(options.offset);
  return {
    total: totalRow?.n ?? 0,
    // No address-to-place lookup is available offline, so the location stays unknown.
    items: rows.map((r) => ({
      at: r.at.toISOString(),
      ip: r.ip,
      user_agent: r.userAgent,
      location: null,
    })),
  };
}

/** The properties the person can see, with the role and whether the panel is online. */
export async function userProperties(db: Executor, userId: number) {
  const rows = await listVisibleProperties(db, userId);
  return rows.map((p) => ({
    id: p.id,
    name: p.name,
    address: p.address,
    site_id: p.siteId,
    role: p.role,
    online: p.online ?? false,
  }));
}

/** The panels at the person's properties: online, heartbeat, firmware and battery. */
export async function panelAccess(db: Executor, userId: number) {
  const visible = await listVisibleProperties(db, userId);
  const siteIds = visible.flatMap((p) => (p.siteId ? [p.siteId] : []));
  if (siteIds.length === 0) return [];
  const siteRows = await db
    .select({
      siteId: sites.siteId,
      panelNumber: sites.panelNumber,
      online: sites.online,
      lastSeenAt: sites.lastSeenAt,
      firmware: sites.firmware,
      battery: tagLatest.value,
    })
    .from(sites)
    .leftJoin(
      tagLatest,
      and(eq(tagLatest.siteId, sites.siteId), eq(tagLatest.tag, 'BATTERY_LEVEL')),
    )
    .where(inArray(sites.siteId, siteIds));
  return visible.flatMap((p) => {
    const site = siteRows.find((s) => s.siteId === p.siteId);
    if (!site) return [];
    const battery = Number(site.battery);
    return [
      {
        site_id: site.siteId,
        panel_number: String(site.panelNumber),
        property_name: p.name,
        online: site.online,
        last_heartbeat: iso(site.lastSeenAt),
        firmware: site.firmware,
        battery_level:
          site.battery === null || site.battery === undefined || !Number.isFinite(battery)
            ? null
            : battery,
      },
    ];
  });
}

/** A failed message with a next try to come is still on its way (decisions 028 and 032). */
const retryingOr = <Status extends string>(message: {
  status: Status;
  nextAttemptAt: Date | null;
}): Status | 'retrying' =>
  message.status === 'failed' && message.nextAttemptAt !== null ? 'retrying' : message.status;

/** How each of `alertIds` reached the person by email and by text: the latest try of each. */
async function alertDeliveries(db: Executor, userId: number, alertIds: number[]) {
  const email = new Map<number, AlertEmailDelivery>();
  const text = new Map<number, AlertTextDelivery>();
  if (alertIds.length === 0) return { email, text };
  const mails = await db
    .select({
      alertId: mailOutbox.alertId,
      status: mailOutbox.status,
      nextAttemptAt: mailOutbox.nextAttemptAt,
    })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.userId, userId), inArray(mailOutbox.alertId, alertIds)))
    .orderBy(mailOutbox.id);
  for (const mail of mails) email.set(mail.alertId!, retryingOr(mail));
  const texts = await db
    .select({
      alertId: smsOutbox.alertId,
      status: smsOutbox.status,
      nextAttemptAt: smsOutbox.nextAttemptAt,
      provider: smsOutbox.provider,
    })
    .from(smsOutbox)
    .where(and(eq(smsOutbox.userId, userId), inArray(smsOutbox.alertId, alertIds)))
    .orderBy(smsOutbox.id);
  // A text kept in the server log (no SMS gateway) is recorded failed; staff read why.
  for (const sms of texts) {
    text.set(sms.alertId!, sms.provider === 'log' ? 'logged' : retryingOr(sms));
  }
  return { email, text };
}

/** The alerts addressed to the person, newest first, with how they reached them. */
export async function userAlerts(
  db: Executor,
  userId: number,
  options: { limit: number; offset: number },
) {
  const [totalRow] = await db
    .select({ n: count() })
    .from(alertRecipients)
    .where(eq(alertRecipients.userId, userId));
  const rows = await db
    .select({
      id: alerts.id,
      at: alerts.createdAt,
      type: alerts.type,
      title: alerts.title,
      readAt: alertRecipients.readAt,
    })
    .from(alertRecipients)
    .innerJoin(alerts, eq(alerts.id, alertRecipients.alertId))
    .where(eq(alertRecipients.userId, userId))
    .orderBy(desc(alerts.createdAt), desc(alerts.id))
    .limit(options.limit)
    .offset(options.offset);
  const { email, text } = await alertDeliveries(
    db,
    userId,
    rows.map((r) => r.id),
  );
  return {
    total: totalRow?.n ?? 0,
    items: rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      type: r.type,
      title: r.title,
      read: r.readAt !== null,
      email: email.get(r.id) ?? null,
      text: text.get(r.id) ?? null,
    })),
  };
}

/** The activity log, newest first, optionally for one person. */
export async function listActivity(
  db: Executor,
  options: { userId?: number; limit: number; offset: number },
) {
  const where = options.userId !== undefined ? eq(auditLog.userId, options.userId) : undefined;
  const [totalRow] = await db.select({ n: count() }).from(auditLog).where(where);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(options.limit)
    .offset(options.offset);
  return {
    total: totalRow?.n ?? 0,
    items: rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      user_id: r.userId,
      action: r.action,
      url: r.url,
      referrer: r.referrer,
      ip: r.ip,
      user_agent: r.userAgent,
    })),
  };
}
