import type { PgColumn } from 'drizzle-orm/pg-core';
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import {
  CHANNEL_LABELS,
  DELIVERY_TARGETS_MS,
  deliveryPercentiles,
  type EscalationChannel,
  type EscalationPolicyInput,
} from '@wildfire/shared';
import type { Executor } from '../db/client';
import {
  accountMemberships,
  alerts,
  escalationEvents,
  escalationPolicies,
  escalations,
  mailOutbox,
  onCallShifts,
  properties,
  propertyMemberships,
  smsOutbox,
  users,
} from '../db/schema';

export async function savePolicy(
  db: Executor,
  propertyId: number,
  policy: EscalationPolicyInput,
  userId: number,
) {
  const values = {
    emergencyContactsAfterMinutes: policy.emergency_contacts_after_minutes,
    onCallAfterMinutes: policy.on_call_after_minutes,
    reminderEveryMinutes: policy.reminder_every_minutes,
    updatedBy: userId,
    updatedAt: new Date(),
  };
  await db
    .insert(escalationPolicies)
    .values({ propertyId, ...values })
    .onConflictDoUpdate({ target: escalationPolicies.propertyId, set: values });
}

/** Shifts that end after `from`, earliest first. */
export function listShifts(db: Executor, from: Date) {
  return db
    .select({
      id: onCallShifts.id,
      userId: onCallShifts.userId,
      name: users.name,
      startsAt: onCallShifts.startsAt,
      endsAt: onCallShifts.endsAt,
    })
    .from(onCallShifts)
    .innerJoin(users, eq(users.id, onCallShifts.userId))
    .where(gte(onCallShifts.endsAt, from))
    .orderBy(asc(onCallShifts.startsAt), asc(onCallShifts.id));
}

export async function addShift(
  db: Executor,
  shift: { userId: number; startsAt: Date; endsAt: Date; createdBy: number },
) {
  const [row] = await db.insert(onCallShifts).values(shift).returning();
  return row!;
}

export async function deleteShift(db: Executor, id: number) {
  const [row] = await db
    .delete(onCallShifts)
    .where(eq(onCallShifts.id, id))
    .returning({ userId: onCallShifts.userId });
  return row;
}

/** Staff who may cover hours on call: every staff account. */
export function onCallCandidates(db: Executor) {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.kind, 'staff'))
    .orderBy(asc(users.name));
}

/**
 * Alarms that reached the on-call staff: still escalating, or stopped since `since`; newest
 * escalation first, with the property's owner to call and the alarm's escalation history.
 */
export async function escalationQueue(db: Executor, since: Date) {
  const rows = await db
    .select({
      alertId: escalations.alertId,
      priority: escalations.priority,
      onCallAt: escalations.onCallAt,
      stoppedAt: escalations.stoppedAt,
      stopReason: escalations.stopReason,
      acknowledgedById: escalations.acknowledgedBy,
      title: alerts.title,
      description: alerts.description,
      siteId: alerts.siteId,
      raisedAt: alerts.createdAt,
      propertyId: alerts.propertyId,
      propertyName: properties.name,
      accountId: properties.accountId,
    })
    .from(escalations)
    .innerJoin(alerts, eq(alerts.id, escalations.alertId))
    .leftJoin(properties, eq(properties.id, alerts.propertyId))
    .where(
      and(
        isNotNull(escalations.onCallAt),
        or(isNull(escalations.stoppedAt), gte(escalations.stoppedAt, since)),
      ),
    )
    .orderBy(sql`${escalations.stoppedAt} is null desc`, desc(escalations.onCallAt))
    .limit(100);
  if (rows.length === 0) return [];
  const alertIds = rows.map((r) => r.alertId);
  const propertyIds = [...new Set(rows.flatMap((r) => (r.propertyId ? [r.propertyId] : [])))];
  const accountIds = [...new Set(rows.flatMap((r) => (r.accountId ? [r.accountId] : [])))];
  const [events, owners, accountOwners, acknowledgers] = await Promise.all([
    db
      .select()
      .from(escalationEvents)
      .where(inArray(escalationEvents.alertId, alertIds))
      .orderBy(asc(escalationEvents.at), asc(escalationEvents.id)),
    propertyIds.length === 0
      ? []
      : db
          .select({
            propertyId: propertyMemberships.propertyId,
            name: users.name,
            phone: users.phone,
          })
          .from(propertyMemberships)
          .innerJoin(users, eq(users.id, propertyMemberships.userId))
          .where(
            and(
              inArray(propertyMemberships.propertyId, propertyIds),
              eq(propertyMemberships.role, 'owner'),
              eq(propertyMemberships.status, 'active'),
            ),
          ),
    accountIds.length === 0
      ? []
      : db
          .select({ accountId: accountMemberships.accountId, name: users.name, phone: users.phone })
          .from(accountMemberships)
          .innerJoin(users, eq(users.id, accountMemberships.userId))
          .where(
            and(
              inArray(accountMemberships.accountId, accountIds),
              eq(accountMemberships.role, 'account_owner'),
            ),
          ),
    db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(
        inArray(
          users.id,
          rows.flatMap((r) => (r.acknowledgedById === null ? [] : [r.acknowledgedById])).concat(0),
        ),
      ),
  ]);
  const names = new Map(acknowledgers.map((u) => [u.id, u.name]));
  return rows.map((row) => {
    const owner =
      owners.find((o) => o.propertyId === row.propertyId) ??
      accountOwners.find((o) => o.accountId === row.accountId);
    return {
      ...row,
      onCallAt: row.onCallAt!,
      ownerName: owner?.name ?? null,
      ownerPhone: owner?.phone ?? null,
      state:
        row.stoppedAt === null
          ? ('escalating' as const)
          : row.stopReason === 'acknowledged'
            ? ('acknowledged' as const)
            : ('cleared' as const),
      acknowledgedBy:
        row.acknowledgedById === null ? null : (names.get(row.acknowledgedById) ?? null),
      history: events.filter((e) => e.alertId === row.alertId),
    };
  });
}

/** Channels shown in the figures, in this order. */
const FIGURE_CHANNELS: EscalationChannel[] = ['email', 'sms', 'push', 'slack', 'call'];

/**
 * Per channel, the median and 95th percentile of the time from an alarm to its provider
 * accepting a message, over messages since `since`: an alarm's own mails and texts (from its
 * raising, or its last change, to the first try's acceptance) and the escalation's messages
 * (from when their step was due). Messages kept in a log instead of sent do not count.
 */
export async function deliveryFigures(db: Executor, since: Date) {
  // From the alarm's raising (or its last change before the message) to the message, in ms.
  const sinceAlarm = (sentAt: PgColumn) => {
    const alarmTime = sql`case when ${alerts.updatedAt} is not null and ${alerts.updatedAt} <= ${sentAt} then ${alerts.updatedAt} else ${alerts.createdAt} end`;
    return sql<number>`(extract(epoch from ${sentAt} - ${alarmTime}) * 1000)::float8`;
  };
  const mailLatency = sinceAlarm(mailOutbox.createdAt);
  const smsLatency = sinceAlarm(smsOutbox.createdAt);
  const [mails, texts, events] = await Promise.all([
    db
      .select({ ms: mailLatency })
      .from(mailOutbox)
      .innerJoin(alerts, eq(alerts.id, mailOutbox.alertId))
      .where(
        and(
          gte(mailOutbox.createdAt, since),
          eq(mailOutbox.status, 'sent'),
          eq(mailOutbox.attempts, 1),
        ),
      ),
    db
      .select({ ms: smsLatency })
      .from(smsOutbox)
      .innerJoin(alerts, eq(alerts.id, smsOutbox.alertId))
      .where(
        and(
          gte(smsOutbox.createdAt, since),
          eq(smsOutbox.status, 'sent'),
          eq(smsOutbox.attempts, 1),
          ne(smsOutbox.provider, 'log'),
        ),
      ),
    db
      .select({ channel: escalationEvents.channel, ms: escalationEvents.latencyMs })
      .from(escalationEvents)
      .where(
        and(
          gte(escalationEvents.at, since),
          eq(escalationEvents.status, 'sent'),
          isNotNull(escalationEvents.latencyMs),
        ),
      ),
  ]);
  const byChannel = new Map<string, number[]>(FIGURE_CHANNELS.map((c) => [c, []]));
  byChannel.get('email')!.push(...mails.map((m) => Math.max(0, Number(m.ms))));
  byChannel.get('sms')!.push(...texts.map((t) => Math.max(0, Number(t.ms))));
  for (const e of events) if (e.channel) byChannel.get(e.channel)?.push(e.ms!);
  return FIGURE_CHANNELS.map((channel) => {
    const figures = deliveryPercentiles(byChannel.get(channel)!);
    const target = DELIVERY_TARGETS_MS[channel] ?? null;
    return {
      channel,
      label: CHANNEL_LABELS[channel],
      count: figures?.count ?? 0,
      median_ms: figures ? Math.round(figures.medianMs) : null,
      p95_ms: figures ? Math.round(figures.p95Ms) : null,
      target_ms: target,
      within_target: figures && target !== null ? figures.p95Ms <= target : null,
    };
  });
}
