import { and, asc, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alarmSeverityOf, type AlarmSeverity, type PanelConnectionFacts } from '@wildfire/shared';
import type { Executor } from '../db/client';
import { alertRecipients, alerts, gatewayEvents, properties, sites, users } from '../db/schema';

/**
 * What the server knows of panels' state: their link (online flag, last message, and for an
 * offline one since when and why) and their active alarms with who acknowledged them. The
 * screens derive what they show from these facts with derivePanelState of @wildfire/shared.
 */

/** The connection facts of these sites, by site id (sites that do not exist are left out). */
export async function connectionFacts(
  db: Executor,
  siteIds: string[],
): Promise<Map<string, PanelConnectionFacts>> {
  const facts = new Map<string, PanelConnectionFacts>();
  if (siteIds.length === 0) return facts;
  const rows = await db
    .select({ siteId: sites.siteId, online: sites.online, lastSeenAt: sites.lastSeenAt })
    .from(sites)
    .where(inArray(sites.siteId, siteIds));
  for (const row of rows) {
    facts.set(row.siteId, { online: row.online, lastSeenAt: row.lastSeenAt?.getTime() ?? null });
  }
  const offline = rows.filter((r) => !r.online && r.lastSeenAt !== null).map((r) => r.siteId);
  if (offline.length > 0) {
    const events = await db
      .selectDistinctOn([gatewayEvents.siteId], {
        siteId: gatewayEvents.siteId,
        at: gatewayEvents.at,
        reason: gatewayEvents.reason,
      })
      .from(gatewayEvents)
      .where(and(inArray(gatewayEvents.siteId, offline), eq(gatewayEvents.online, false)))
      .orderBy(gatewayEvents.siteId, desc(gatewayEvents.at));
    for (const event of events) {
      const known = facts.get(event.siteId)!;
      facts.set(event.siteId, {
        ...known,
        offlineSince: event.at.getTime(),
        offlineReason: event.reason,
      });
    }
  }
  return facts;
}

/** The answer's shape of a panel's connection facts. */
export const connectionJson = (facts: PanelConnectionFacts) => ({
  online: facts.online,
  last_seen_at: facts.lastSeenAt,
  offline_since: facts.offlineSince ?? null,
  offline_reason: facts.offlineReason ?? null,
});

export interface ActiveAlarm {
  id: number;
  siteId: string;
  propertyId: number | null;
  propertyName: string | null;
  condition: string;
  severity: AlarmSeverity;
  title: string;
  description: string;
  details: string | null;
  raisedAt: Date;
  updatedAt: Date | null;
}

const activeAlarm = (where?: SQL) =>
  and(isNull(alerts.resolvedAt), isNotNull(alerts.condition), where);

/** Active alarms, oldest first; `where` narrows them (a site, a list of sites). */
export async function listActiveAlarms(
  db: Executor,
  where?: SQL,
  page?: { urgentFirst: boolean; limit: number; offset: number },
): Promise<ActiveAlarm[]> {
  const query = db
    .select({
      id: alerts.id,
      siteId: alerts.siteId,
      propertyId: alerts.propertyId,
      propertyName: properties.name,
      condition: alerts.condition,
      type: alerts.type,
      title: alerts.title,
      description: alerts.description,
      details: alerts.details,
      raisedAt: alerts.createdAt,
      updatedAt: alerts.updatedAt,
    })
    .from(alerts)
    .leftJoin(properties, eq(properties.id, alerts.propertyId))
    .where(activeAlarm(where))
    .orderBy(
      ...(page?.urgentFirst ? [sql`${alerts.type} = 'urgent' desc`] : []),
      asc(alerts.createdAt),
      asc(alerts.id),
    );
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map(({ siteId, condition, type, ...row }) => ({
    ...row,
    siteId: siteId!,
    condition: condition!,
    severity: alarmSeverityOf(type),
  }));
}

/** How many alarms are active, how many urgent, how many nobody has acknowledged. */
export async function countActiveAlarms(db: Executor, where?: SQL) {
  const acknowledged = sql`exists (select 1 from ${alertRecipients} where ${alertRecipients.alertId} = ${alerts.id} and ${alertRecipients.acknowledgedAt} is not null)`;
  const [row] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      urgent: sql<number>`count(*) filter (where ${alerts.type} = 'urgent')`.mapWith(Number),
      unacknowledged: sql<number>`count(*) filter (where not ${acknowledged})`.mapWith(Number),
    })
    .from(alerts)
    .where(activeAlarm(where));
  return row ?? { total: 0, urgent: 0, unacknowledged: 0 };
}

export const activeAlarmsOfSites = (db: Executor, siteIds: string[]) =>
  siteIds.length === 0
    ? Promise.resolve([])
    : listActiveAlarms(db, inArray(alerts.siteId, siteIds));

export interface Acknowledgement {
  userId: number;
  name: string;
  at: Date;
}

/** Who acknowledged each of these alarms, and when, first first. */
export async function acknowledgementsOf(db: Executor, alarmIds: number[]) {
  const byAlarm = new Map<number, Acknowledgement[]>();
  if (alarmIds.length === 0) return byAlarm;
  const rows = await db
    .select({
      alertId: alertRecipients.alertId,
      userId: users.id,
      name: users.name,
      at: alertRecipients.acknowledgedAt,
    })
    .from(alertRecipients)
    .innerJoin(users, eq(users.id, alertRecipients.userId))
    .where(
      and(inArray(alertRecipients.alertId, alarmIds), isNotNull(alertRecipients.acknowledgedAt)),
    )
    .orderBy(asc(alertRecipients.acknowledgedAt));
  for (const row of rows) {
    const list = byAlarm.get(row.alertId) ?? [];
    list.push({ userId: row.userId, name: row.name, at: row.at! });
    byAlarm.set(row.alertId, list);
  }
  return byAlarm;
}

/** An alarm with who acknowledged it, as the answers send it. */
export function alarmJson(
  alarm: ActiveAlarm,
  acknowledgements: Acknowledgement[],
  viewerId: number | null,
  now: Date,
) {
  return {
    id: alarm.id,
    site_id: alarm.siteId,
    property_id: alarm.propertyId,
    property_name: alarm.propertyName,
    condition: alarm.condition,
    severity: alarm.severity,
    title: alarm.title,
    description: alarm.description,
    details: alarm.details,
    raised_at: alarm.raisedAt.toISOString(),
    updated_at: alarm.updatedAt?.toISOString() ?? null,
    age_seconds: Math.max(0, Math.floor((now.getTime() - alarm.raisedAt.getTime()) / 1000)),
    acknowledged: viewerId !== null && acknowledgements.some((a) => a.userId === viewerId),
    acknowledged_by: acknowledgements.map((a) => ({ name: a.name, at: a.at.toISOString() })),
  };
}

export interface SiteFacts {
  connection: PanelConnectionFacts;
  alarms: ActiveAlarm[];
}

/** The connection facts and active alarms of these sites, by site id. */
export async function siteFacts(db: Executor, siteIds: string[]) {
  const unique = [...new Set(siteIds)];
  const [connections, alarms] = await Promise.all([
    connectionFacts(db, unique),
    activeAlarmsOfSites(db, unique),
  ]);
  const bySite = new Map<string, SiteFacts>();
  for (const [siteId, connection] of connections) bySite.set(siteId, { connection, alarms: [] });
  for (const alarm of alarms) bySite.get(alarm.siteId)?.alarms.push(alarm);
  return bySite;
}
