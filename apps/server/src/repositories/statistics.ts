import {
  and,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  not,
  sql,
  sum,
  type SQL,
} from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  alarmSeverityOf,
  type AlarmSeverity,
  derivePanelState,
  describeActivity,
  monthLabel,
  monthOverMonth,
  monthStart,
  RECENT_ACTIVITY_COUNT,
  STATISTICS_CHART_MONTHS,
  type Statistics,
} from '@wildfire/shared';
import type { Database } from '../db/client';
import {
  alerts,
  auditLog,
  commands,
  gatewayEvents,
  invoices,
  projects,
  properties,
  sites,
  users,
} from '../db/schema';

type Card = Statistics['cards'][number];

/** The commands that start a defense: the system, structure or perimeter defense. */
const START_TAGS = ['HMI_SYSTEM_CMD', 'HMI_SD_CMD', 'HMI_PD_CMD'];

const day = (at: Date) => at.toISOString().slice(0, 10);

/**
 * A system counts from the day it was installed (issue 36: six panels installed in March and
 * August are not "all online in November"), or from its record when no install date is known.
 */
const installedBefore = (to: Date) =>
  sql`coalesce(${sites.installDate}, ${sites.createdAt}::date) < ${day(to)}::date`;

/**
 * A system reported in [from, to): its connection changed within it; or it was connected when
 * the month began (its last change before was coming online) and was heard from after that; or
 * it was last heard from within it. A panel gone silent without a goodbye stops counting.
 */
const reportedWithin = (from: Date, to: Date) => sql`(
  exists (select 1 from ${gatewayEvents} g
          where g.site_id = ${sites.siteId} and g.at >= ${from} and g.at < ${to})
  or (
    (select g.online from ${gatewayEvents} g
     where g.site_id = ${sites.siteId} and g.at < ${from}
     order by g.at desc limit 1)
    and ${sites.lastSeenAt} >= ${from}
  )
  or (${sites.lastSeenAt} >= ${from} and ${sites.lastSeenAt} < ${to})
)`;

/**
 * Every figure of the statistics screen, computed from the database for the month holding
 * `now` and the one before it.
 */
export async function readStatistics(db: Database, now = new Date()): Promise<Statistics> {
  const thisMonth = monthStart(now);
  const lastMonth = monthStart(now, -1);
  const nextMonth = monthStart(now, 1);

  const countWhere = async (table: PgTable, where: SQL | undefined) =>
    Number((await db.select({ n: count() }).from(table).where(where))[0]?.n ?? 0);

  /** A running total: rows that existed at the end of this month and of last month. */
  const total = async (table: PgTable, at: PgColumn, where?: SQL) => ({
    value: await countWhere(table, and(lt(at, nextMonth), where)),
    previous: await countWhere(table, and(lt(at, thisMonth), where)),
  });
  /** A flow: rows dated within this month and within last month. */
  const within = async (table: PgTable, at: PgColumn, where?: SQL, dates = false) => {
    const bound = (d: Date) => (dates ? day(d) : d);
    return {
      value: await countWhere(
        table,
        and(gte(at, bound(thisMonth)), lt(at, bound(nextMonth)), where),
      ),
      previous: await countWhere(
        table,
        and(gte(at, bound(lastMonth)), lt(at, bound(thisMonth)), where),
      ),
    };
  };
  const revenue = async (from: Date, to: Date) =>
    Number(
      (
        await db
          .select({ cents: sum(invoices.amountCents) })
          .from(invoices)
          .where(
            and(
              eq(invoices.status, 'Paid'),
              gte(invoices.issuedOn, day(from)),
              lt(invoices.issuedOn, day(to)),
            ),
          )
      )[0]?.cents ?? 0,
    );

  const card = (
    id: string,
    title: string,
    figures: { value: number; previous: number },
    unit: Card['unit'] = 'count',
  ): Card => ({ id, title, unit, ...figures, ...monthOverMonth(figures.value, figures.previous) });

  const cards: Card[] = [
    card('properties', 'Properties', await total(properties, properties.createdAt)),
    card('systems', 'Systems Installed', {
      value: await countWhere(sites, installedBefore(nextMonth)),
      previous: await countWhere(sites, installedBefore(thisMonth)),
    }),
    card('customers', 'Customers', await total(users, users.createdAt, eq(users.kind, 'customer'))),
    card(
      'activations',
      'System Activations',
      await within(
        commands,
        commands.requestedAt,
        and(
          inArray(commands.tag, START_TAGS),
          sql`${commands.value} = '1'::jsonb`,
          eq(commands.status, 'acknowledged'),
        ),
      ),
    ),
    card('alerts', 'Alerts Raised', await within(alerts, alerts.createdAt)),
    card(
      'projects_started',
      'Projects Started',
      await within(projects, projects.startDate, undefined, true),
    ),
    card(
      'projects_completed',
      'Projects Completed',
      await within(projects, projects.actualCompletionDate, undefined, true),
    ),
    card(
      'revenue',
      'Revenue',
      {
        value: await revenue(thisMonth, nextMonth),
        previous: await revenue(lastMonth, thisMonth),
      },
      'usd_cents',
    ),
  ];

  const months = Array.from({ length: STATISTICS_CHART_MONTHS }, (_, i) =>
    monthStart(now, i - STATISTICS_CHART_MONTHS + 1),
  );
  const installationTrends = [];
  const systemsOnlineGrowth = [];
  for (const from of months) {
    const to = monthStart(from, 1);
    const inMonth = (at: PgColumn) => and(gte(at, day(from)), lt(at, day(to)));
    installationTrends.push({
      month: monthLabel(from),
      started: await countWhere(projects, inMonth(projects.startDate)),
      completed: await countWhere(projects, inMonth(projects.actualCompletionDate)),
    });
    systemsOnlineGrowth.push({
      month: monthLabel(from),
      systems: await countWhere(sites, installedBefore(to)),
      reporting: await countWhere(sites, reportedWithin(from, to)),
    });
  }

  const activity = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      action: auditLog.action,
      by: users.name,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    // Sign-ins are not activity worth a headline; they are in the activity log.
    .where(not(sql`${auditLog.action} like 'auth.%'`))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(RECENT_ACTIVITY_COUNT);

  // Every panel's state as the screens derive it: thousands of small rows, one pass.
  const fleet = await db
    .select({
      siteId: sites.siteId,
      online: sites.online,
      lastSeenAt: sites.lastSeenAt,
    })
    .from(sites);
  const alarmed = await db
    .select({ siteId: alerts.siteId, condition: alerts.condition, type: alerts.type })
    .from(alerts)
    .where(and(isNull(alerts.resolvedAt), isNotNull(alerts.condition)));
  const alarmsOf = new Map<string, { condition: string; severity: AlarmSeverity }[]>();
  for (const a of alarmed) {
    const list = alarmsOf.get(a.siteId!) ?? [];
    list.push({ condition: a.condition!, severity: alarmSeverityOf(a.type) });
    alarmsOf.set(a.siteId!, list);
  }
  const fleetNow = { online: 0, fault: 0, offline: 0, never_reported: 0 };
  for (const panel of fleet) {
    const { status } = derivePanelState(
      {
        connection: { online: panel.online, lastSeenAt: panel.lastSeenAt?.getTime() ?? null },
        alarms: alarmsOf.get(panel.siteId) ?? [],
      },
      now.getTime(),
    );
    if (status === 'Online') fleetNow.online++;
    else if (status === 'Fault') fleetNow.fault++;
    else if (status === 'Offline') fleetNow.offline++;
    else fleetNow.never_reported++;
  }

  return {
    generated_at: now.toISOString(),
    cards,
    installation_trends: installationTrends,
    systems_online_growth: systemsOnlineGrowth,
    fleet_now: fleetNow,
    recent_activity: activity.map((a) => ({
      id: a.id,
      at: a.at.toISOString(),
      by: a.by,
      ...describeActivity(a.action),
    })),
  };
}
