import { and, count, desc, eq, inArray, isNull, not, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { alertRecipients, alerts, properties } from '../db/schema';
import { inChunks } from '../lib/in-chunks';

export type AlertType = (typeof alerts.$inferSelect)['type'];

export interface NewAlert {
  propertyId: number | null;
  type: AlertType;
  title: string;
  description: string;
  details?: string | null;
  source?: string;
  ruleKey?: string | null;
  siteId?: string | null;
  condition?: string | null;
  meta?: Record<string, unknown> | null;
  createdAt?: Date;
}

/** Store an alert and give every recipient their own copy. */
export async function createAlert(db: Executor, alert: NewAlert, recipientIds: number[]) {
  const [row] = await db.insert(alerts).values(alert).returning({ id: alerts.id });
  if (!row) throw new Error('alert insert returned nothing');
  if (recipientIds.length > 0) {
    await db
      .insert(alertRecipients)
      .values([...new Set(recipientIds)].map((userId) => ({ alertId: row.id, userId })));
  }
  return row.id;
}

/**
 * Store many rule alerts at once, each with its recipients' copies. A rule whose alert is
 * already open (raised meanwhile by another instance) is skipped, not an error: the open-alert
 * index settles it. Returns the alerts stored, by rule key.
 */
export async function createRuleAlerts(
  db: Executor,
  raised: { alert: NewAlert & { ruleKey: string }; recipientIds: number[] }[],
) {
  if (raised.length === 0) return new Map<string, number>();
  const rows = await db
    .insert(alerts)
    .values(raised.map(({ alert }) => alert))
    .onConflictDoNothing()
    .returning({ id: alerts.id, ruleKey: alerts.ruleKey });
  const stored = new Map(rows.map((row) => [row.ruleKey!, row.id]));
  const copies = raised.flatMap(({ alert, recipientIds }) => {
    const alertId = stored.get(alert.ruleKey);
    return alertId === undefined
      ? []
      : [...new Set(recipientIds)].map((userId) => ({ alertId, userId }));
  });
  for (const chunk of inChunks(copies, 5_000)) await db.insert(alertRecipients).values(chunk);
  return stored;
}

/**
 * Store the notices that alarms cleared, many at once, each with its recipients' copies.
 * Returns each notice's id by the id of the alarm it clears.
 */
export async function createNotices(
  db: Executor,
  notices: { alert: NewAlert; clears: number; recipientIds: number[] }[],
) {
  if (notices.length === 0) return new Map<number, number>();
  const rows = await db
    .insert(alerts)
    .values(notices.map(({ alert, clears }) => ({ ...alert, meta: { ...alert.meta, clears } })))
    .returning({ id: alerts.id, meta: alerts.meta });
  const stored = new Map(rows.map((row) => [Number(row.meta?.clears), row.id]));
  const copies = notices.flatMap(({ clears, recipientIds }) =>
    [...new Set(recipientIds)].map((userId) => ({ alertId: stored.get(clears)!, userId })),
  );
  for (const chunk of inChunks(copies, 5_000)) await db.insert(alertRecipients).values(chunk);
  return stored;
}

const visible = (userId: number, archived: boolean) =>
  and(
    eq(alertRecipients.userId, userId),
    archived ? sql`${alertRecipients.archivedAt} is not null` : isNull(alertRecipients.archivedAt),
  );

export async function listAlerts(
  db: Executor,
  userId: number,
  options: { archived: boolean; limit: number; offset: number },
) {
  return db
    .select({
      id: alerts.id,
      type: alerts.type,
      title: alerts.title,
      description: alerts.description,
      details: alerts.details,
      createdAt: alerts.createdAt,
      updatedAt: alerts.updatedAt,
      resolvedAt: alerts.resolvedAt,
      siteId: alerts.siteId,
      condition: alerts.condition,
      propertyId: alerts.propertyId,
      propertyName: properties.name,
      readAt: alertRecipients.readAt,
      acknowledgedAt: alertRecipients.acknowledgedAt,
      archivedAt: alertRecipients.archivedAt,
    })
    .from(alertRecipients)
    .innerJoin(alerts, eq(alerts.id, alertRecipients.alertId))
    .leftJoin(properties, eq(properties.id, alerts.propertyId))
    .where(visible(userId, options.archived))
    .orderBy(desc(alerts.createdAt), desc(alerts.id))
    .limit(options.limit)
    .offset(options.offset);
}

/** Urgent, and still so: an alarm that has cleared no longer counts as urgent. */
const stillUrgent = sql`${alerts.type} = 'urgent' and (${alerts.condition} is null or ${alerts.resolvedAt} is null)`;

/** Totals over the person's current (not archived) alerts. */
export async function alertCounts(db: Executor, userId: number) {
  const [row] = await db
    .select({
      total: count(),
      unread: sql<number>`count(*) filter (where ${alertRecipients.readAt} is null)`.mapWith(
        Number,
      ),
      urgent: sql<number>`count(*) filter (where ${stillUrgent})`.mapWith(Number),
      unreadUrgent:
        sql<number>`count(*) filter (where ${stillUrgent} and ${alertRecipients.readAt} is null)`.mapWith(
          Number,
        ),
    })
    .from(alertRecipients)
    .innerJoin(alerts, eq(alerts.id, alertRecipients.alertId))
    .where(visible(userId, false));
  return {
    total: row?.total ?? 0,
    unread: row?.unread ?? 0,
    urgent: row?.urgent ?? 0,
    unreadUrgent: row?.unreadUrgent ?? 0,
  };
}

/**
 * The person's current alerts that Clear All leaves: urgent ones they have not acknowledged
 * (an urgent alarm is never archived unseen).
 */
export async function unacknowledgedUrgent(db: Executor, userId: number) {
  const rows = await db
    .select({ alertId: alertRecipients.alertId })
    .from(alertRecipients)
    .innerJoin(alerts, eq(alerts.id, alertRecipients.alertId))
    .where(
      and(
        visible(userId, false),
        eq(alerts.type, 'urgent'),
        isNull(alertRecipients.acknowledgedAt),
      ),
    );
  return rows.map((r) => r.alertId);
}

type RecipientChange = Partial<
  Pick<typeof alertRecipients.$inferInsert, 'readAt' | 'acknowledgedAt' | 'archivedAt'>
>;

/** Change the person's copies; `alertIds` limits it to some. Returns how many changed. */
export async function updateRecipient(
  db: Executor,
  userId: number,
  change: RecipientChange,
  alertIds?: number[],
  except: number[] = [],
) {
  const rows = await db
    .update(alertRecipients)
    .set(change)
    .where(
      and(
        eq(alertRecipients.userId, userId),
        isNull(alertRecipients.archivedAt),
        alertIds ? inArray(alertRecipients.alertId, alertIds) : undefined,
        except.length > 0 ? not(inArray(alertRecipients.alertId, except)) : undefined,
        change.readAt ? isNull(alertRecipients.readAt) : undefined,
        change.acknowledgedAt ? isNull(alertRecipients.acknowledgedAt) : undefined,
      ),
    )
    .returning({ alertId: alertRecipients.alertId });
  return rows.length;
}

export async function hasAlert(db: Executor, userId: number, alertId: number) {
  const [row] = await db
    .select({ alertId: alertRecipients.alertId })
    .from(alertRecipients)
    .where(and(eq(alertRecipients.userId, userId), eq(alertRecipients.alertId, alertId)))
    .limit(1);
  return !!row;
}
