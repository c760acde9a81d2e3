import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type {
  Broadcast,
  BroadcastStatus,
  BroadcastType,
  DeliveryChannel,
  DeliveryStatus,
  DeliverySummary,
} from '@wildfire/shared';
import { summarizeDeliveries } from '@wildfire/shared';
import type { Executor } from '../db/client';
import {
  accountMemberships,
  alertRecipients,
  broadcastDeliveries,
  broadcasts,
  inboxMessages,
  properties,
  propertyMemberships,
  sites,
  users,
} from '../db/schema';
import { escapeLike } from './staff-access';

export type BroadcastRow = typeof broadcasts.$inferSelect;
export type DeliveryRow = typeof broadcastDeliveries.$inferSelect;

/**
 * Who a broadcast can reach: active customers. Staff and partners are not addressed by the
 * back-office broadcasts (docs/decisions/009-broadcast-delivery.md).
 */
const activeCustomer = and(eq(users.kind, 'customer'), eq(users.status, 'active'));

/** Account roles that give a role on every property of the account (Billing Contact gives none). */
const PROPERTY_GIVING_ACCOUNT_ROLES = ['account_owner', 'property_manager'] as const;

/** A customer "has" the property: an active membership of it, or of its account with a role. */
const hasProperty = (propertyId: SQL | number) => sql`(
  exists (select 1 from ${propertyMemberships}
    where ${propertyMemberships.propertyId} = ${propertyId}
      and ${propertyMemberships.userId} = ${users.id}
      and ${propertyMemberships.status} = 'active')
  or exists (select 1 from ${accountMemberships}
    join properties held on held.account_id = ${accountMemberships.accountId}
    where held.id = ${propertyId}
      and ${accountMemberships.userId} = ${users.id}
      and ${accountMemberships.status} = 'active'
      and ${inArray(accountMemberships.role, [...PROPERTY_GIVING_ACCOUNT_ROLES])}))`;

export interface Recipient {
  id: number;
  email: string;
  phone: string | null;
}

const recipientColumns = { id: users.id, email: users.email, phone: users.phone };

export async function countAllCustomers(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(activeCustomer);
  return row?.n ?? 0;
}

export async function allCustomers(db: Executor): Promise<Recipient[]> {
  return db.select(recipientColumns).from(users).where(activeCustomer).orderBy(asc(users.id));
}

/** The active customers among these ids. */
export async function customersAmong(db: Executor, ids: number[]): Promise<Recipient[]> {
  if (ids.length === 0) return [];
  return db
    .select(recipientColumns)
    .from(users)
    .where(and(activeCustomer, inArray(users.id, ids)))
    .orderBy(asc(users.id));
}

/** The active customers having the property. */
export async function customersHavingProperty(
  db: Executor,
  propertyId: number,
): Promise<Recipient[]> {
  return db
    .select(recipientColumns)
    .from(users)
    .where(and(activeCustomer, hasProperty(sql`${propertyId}`)))
    .orderBy(asc(users.id));
}

export async function findProperty(db: Executor, propertyId: number) {
  const [row] = await db
    .select({ id: properties.id, name: properties.name, siteId: sites.siteId })
    .from(properties)
    .leftJoin(sites, eq(sites.propertyId, properties.id))
    .where(eq(properties.id, propertyId));
  return row;
}

/** Every property with the number of customers having it, for the property choice. */
export async function propertiesWithUserCounts(db: Executor) {
  const userCount = sql<number>`(select count(*) from ${users}
    where ${activeCustomer} and ${hasProperty(sql`${properties.id}`)})`.mapWith(Number);
  return db
    .select({
      id: properties.id,
      name: properties.name,
      address: properties.address,
      siteId: sites.siteId,
      userCount,
    })
    .from(properties)
    .leftJoin(sites, eq(sites.propertyId, properties.id))
    .orderBy(asc(properties.name), asc(properties.id));
}

/** The users overview: customers with how many properties and unread alerts they have. */
export async function listCustomers(
  db: Executor,
  options: { search: string; limit: number; offset: number },
) {
  const pattern = `%${escapeLike(options.search)}%`;
  const where = and(
    activeCustomer,
    options.search === '' ? undefined : or(ilike(users.name, pattern), ilike(users.email, pattern)),
  );
  const propertyCount = sql<number>`(select count(*) from ${properties}
    where ${hasProperty(sql`${properties.id}`)})`.mapWith(Number);
  const unreadAlerts = sql<number>`(select count(*) from ${alertRecipients}
    where ${alertRecipients.userId} = ${users.id}
      and ${alertRecipients.readAt} is null
      and ${alertRecipients.archivedAt} is null)`.mapWith(Number);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        propertyCount,
        unreadAlerts,
      })
      .from(users)
      .where(where)
      .orderBy(asc(users.name), asc(users.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export interface BroadcastQuery {
  search: string;
  type?: BroadcastType | undefined;
  status?: BroadcastStatus | undefined;
  sender?: number | undefined;
  window?: { from: Date; until: Date | null } | undefined;
  limit: number;
  offset: number;
}

/** Broadcasts matching every given filter (AND), newest first, one page and the total. */
export async function listBroadcasts(db: Executor, query: BroadcastQuery) {
  const filters: SQL[] = [];
  if (query.search !== '') {
    filters.push(ilike(broadcasts.message, `%${escapeLike(query.search)}%`));
  }
  if (query.type) filters.push(eq(broadcasts.type, query.type));
  if (query.status) filters.push(eq(broadcasts.status, query.status));
  if (query.sender !== undefined) filters.push(eq(broadcasts.senderId, query.sender));
  if (query.window) {
    filters.push(gte(broadcasts.createdAt, query.window.from));
    if (query.window.until) filters.push(lt(broadcasts.createdAt, query.window.until));
  }
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select({ broadcast: broadcasts, propertyName: properties.name })
      .from(broadcasts)
      .leftJoin(properties, eq(properties.id, broadcasts.propertyId))
      .where(where)
      .orderBy(desc(broadcasts.createdAt), desc(broadcasts.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(broadcasts).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findBroadcast(db: Executor, id: number) {
  const [row] = await db
    .select({ broadcast: broadcasts, propertyName: properties.name })
    .from(broadcasts)
    .leftJoin(properties, eq(properties.id, broadcasts.propertyId))
    .where(eq(broadcasts.id, id));
  return row;
}

/** Delivery counts per status per channel, for each of these broadcasts. */
export async function deliverySummaries(
  db: Executor,
  broadcastIds: number[],
): Promise<Map<number, DeliverySummary>> {
  const result = new Map<number, DeliverySummary>();
  if (broadcastIds.length === 0) return result;
  const rows = await db
    .select({
      broadcastId: broadcastDeliveries.broadcastId,
      channel: broadcastDeliveries.channel,
      status: broadcastDeliveries.status,
      count: count(),
    })
    .from(broadcastDeliveries)
    .where(inArray(broadcastDeliveries.broadcastId, broadcastIds))
    .groupBy(
      broadcastDeliveries.broadcastId,
      broadcastDeliveries.channel,
      broadcastDeliveries.status,
    );
  for (const id of broadcastIds) {
    result.set(id, summarizeDeliveries(rows.filter((r) => r.broadcastId === id)));
  }
  return result;
}

/** What the table says of a failed delivery whose reason was not kept. */
const NO_REASON = 'No reason recorded.';

/**
 * Why each broadcast's deliveries failed, per channel: every reason with how many deliveries
 * failed for it, the most common first.
 */
export async function failureReasons(
  db: Executor,
  broadcastIds: number[],
): Promise<Map<number, Broadcast['failure_reasons']>> {
  const result = new Map<number, Broadcast['failure_reasons']>(broadcastIds.map((id) => [id, {}]));
  if (broadcastIds.length === 0) return result;
  const rows = await db
    .select({
      broadcastId: broadcastDeliveries.broadcastId,
      channel: broadcastDeliveries.channel,
      reason: broadcastDeliveries.error,
      count: count(),
    })
    .from(broadcastDeliveries)
    .where(
      and(
        inArray(broadcastDeliveries.broadcastId, broadcastIds),
        eq(broadcastDeliveries.status, 'failed'),
      ),
    )
    .groupBy(
      broadcastDeliveries.broadcastId,
      broadcastDeliveries.channel,
      broadcastDeliveries.error,
    )
    .orderBy(desc(count()), asc(broadcastDeliveries.error));
  for (const row of rows) {
    const reasons = result.get(row.broadcastId)!;
    (reasons[row.channel] ??= []).push({ reason: row.reason ?? NO_REASON, count: row.count });
  }
  return result;
}

/** Everyone who ever sent a broadcast, for the sender filter. */
export async function listSenders(db: Executor) {
  return db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(sql`exists (select 1 from ${broadcasts} where ${broadcasts.senderId} = ${users.id})`)
    .orderBy(asc(users.name), asc(users.id));
}

export interface NewBroadcast {
  type: BroadcastType;
  title: string;
  message: string;
  recipientMode: BroadcastRow['recipientMode'];
  propertyId: number | null;
  channels: DeliveryChannel[];
  recipientCount: number;
  senderId: number | null;
  senderName: string;
  status?: BroadcastStatus;
  alertId: number | null;
  createdAt?: Date;
  completedAt?: Date | null;
}

export async function insertBroadcast(
  db: Executor,
  broadcast: NewBroadcast,
): Promise<BroadcastRow> {
  const [row] = await db.insert(broadcasts).values(broadcast).returning();
  if (!row) throw new Error('broadcast insert returned nothing');
  return row;
}

export interface NewDelivery {
  broadcastId: number;
  userId: number;
  channel: DeliveryChannel;
  status?: DeliveryStatus;
  address?: string | null;
  error?: string | null;
}

const INSERT_CHUNK = 1000;

export async function insertDeliveries(db: Executor, rows: NewDelivery[]) {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await db.insert(broadcastDeliveries).values(rows.slice(i, i + INSERT_CHUNK));
  }
}

/** A claim older than this belongs to a worker that died; another may take the row. */
const STALE_CLAIM = sql`interval '5 minutes'`;

/**
 * Take up to `limit` pending deliveries of a broadcast for this worker. Rows another worker
 * holds are skipped, so several server instances never deliver the same row twice.
 */
export async function claimPendingDeliveries(
  db: Executor,
  broadcastId: number,
  limit: number,
): Promise<DeliveryRow[]> {
  const pending = db
    .select({ id: broadcastDeliveries.id })
    .from(broadcastDeliveries)
    .where(
      and(
        eq(broadcastDeliveries.broadcastId, broadcastId),
        eq(broadcastDeliveries.status, 'pending'),
        or(
          isNull(broadcastDeliveries.claimedAt),
          lt(broadcastDeliveries.claimedAt, sql`now() - ${STALE_CLAIM}`),
        ),
      ),
    )
    .orderBy(asc(broadcastDeliveries.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(broadcastDeliveries)
    .set({ claimedAt: sql`now()` })
    .where(inArray(broadcastDeliveries.id, pending))
    .returning();
}

export async function setDeliveryOutcome(
  db: Executor,
  ids: number[],
  outcome: { status: Exclude<DeliveryStatus, 'pending'>; error?: string | null },
) {
  if (ids.length === 0) return;
  await db
    .update(broadcastDeliveries)
    .set({ status: outcome.status, error: outcome.error ?? null, updatedAt: new Date() })
    .where(inArray(broadcastDeliveries.id, ids));
}

export async function usersByIds(db: Executor, ids: number[]) {
  if (ids.length === 0) return new Map<number, Recipient & { name: string }>();
  const rows = await db
    .select({ ...recipientColumns, name: users.name })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/** The in-app copy: the alert in each person's Alerts and a message in their Inbox. */
export async function deliverInApp(db: Executor, broadcast: BroadcastRow, userIds: number[]) {
  if (userIds.length === 0) return;
  if (broadcast.alertId !== null) {
    await db
      .insert(alertRecipients)
      .values(userIds.map((userId) => ({ alertId: broadcast.alertId!, userId })))
      .onConflictDoNothing();
  }
  await db.insert(inboxMessages).values(
    userIds.map((recipientId) => ({
      recipientId,
      senderId: broadcast.senderId,
      senderName: broadcast.senderName,
      subject: broadcast.title,
      body: broadcast.message,
      createdAt: broadcast.createdAt,
    })),
  );
}

export async function setBroadcastStatus(
  db: Executor,
  broadcastId: number,
  status: BroadcastStatus,
  completedAt: Date | null,
) {
  await db.update(broadcasts).set({ status, completedAt }).where(eq(broadcasts.id, broadcastId));
}

export async function unfinishedBroadcastIds(db: Executor): Promise<number[]> {
  const rows = await db
    .select({ id: broadcasts.id })
    .from(broadcasts)
    .where(eq(broadcasts.status, 'sending'))
    .orderBy(asc(broadcasts.id));
  return rows.map((r) => r.id);
}
