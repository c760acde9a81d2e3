import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  adminPanelPath,
  propertyDashboardPath,
  alarmPriority,
  AUDIENCE_LABELS,
  DEFAULT_ESCALATION_POLICY,
  escalationPlan,
  nextEscalationDue,
  smsNumber,
  type EscalationAudience,
  type EscalationChannel,
  type EscalationPolicy,
  type EscalationStep,
} from '@wildfire/shared';
import type { Executor } from '../db/client';
import {
  alertRecipients,
  alerts,
  escalationEvents,
  escalationPolicies,
  escalations,
  onCallShifts,
  properties,
  propertyMemberships,
  sites,
  userGroupMembers,
  userGroups,
  userPermissions,
  users,
} from '../db/schema';
import {
  mailOutcomeOf,
  outcomeOf,
  recordOnAlarm,
  TEXT_KEPT_IN_LOG,
  type AlarmEventDraft as EventDraft,
  type AlarmEventOutcome,
} from './alarm-history';
import type { StaffChannels } from './notify/staff-channels';
import { sendTexts } from './notify/texts';
import { claimDue, nextAttemptAfter } from './retry-schedule';

/** How long an instance holds a chain while it runs a step; another takes it after. */
export const ESCALATION_LEASE_MS = 2 * 60_000;

/** Chains claimed at a time, and claims per pass at most. */
const ESCALATION_BATCH = 50;
const ESCALATION_ROUNDS = 10;

interface Person {
  userId: number;
  name: string;
  /** Staff are led to the back-office's panel page, customers to the property's dashboard. */
  kind: (typeof users.$inferSelect)['kind'];
  email: string;
  phone: string | null;
}

interface AlarmFacts {
  id: number;
  title: string;
  description: string;
  type: string;
  condition: string | null;
  siteId: string | null;
  propertyId: number | null;
  propertyName: string | null;
  createdAt: Date;
  resolvedAt: Date | null;
}

type EscalationRow = typeof escalations.$inferSelect;

/** A property's policy, or the default when it has not set one. */
export async function policyOf(db: Executor, propertyId: number): Promise<EscalationPolicy> {
  const [row] = await db
    .select()
    .from(escalationPolicies)
    .where(eq(escalationPolicies.propertyId, propertyId));
  return row
    ? {
        emergencyContactsAfterMinutes: row.emergencyContactsAfterMinutes,
        onCallAfterMinutes: row.onCallAfterMinutes,
        reminderEveryMinutes: row.reminderEveryMinutes,
      }
    : DEFAULT_ESCALATION_POLICY;
}

/** The staff on call at `at`: whoever has a shift covering it. */
export async function onCallAt(db: Executor, at: Date): Promise<Person[]> {
  return db
    .selectDistinctOn([users.id], {
      userId: users.id,
      name: users.name,
      kind: users.kind,
      email: users.email,
      phone: users.phone,
    })
    .from(onCallShifts)
    .innerJoin(users, eq(users.id, onCallShifts.userId))
    .where(
      and(lte(onCallShifts.startsAt, at), gt(onCallShifts.endsAt, at), eq(users.kind, 'staff')),
    );
}

/**
 * Escalation until acknowledged (docs/alerts-escalation.md, decision 073). Each alarm gets a
 * chain: its plan of steps (the property's policy and the staff routing table) stored in the
 * database with when it next needs attention. Any instance's timer claims the chains that are due
 * in one statement (a chain another instance holds is skipped, as with the retries of decisions
 * 028 and 032), runs their step, records on the alarm who was told, how and with what outcome,
 * and schedules the next. An acknowledgement by anyone, or the alarm clearing, stops the chain.
 */
export class EscalationService {
  constructor(
    private readonly app: FastifyInstance,
    private readonly channels: StaffChannels,
  ) {}

  private get db() {
    return this.app.db;
  }

  /** Start the chains of these alarms (a second start of the same alarm does nothing). */
  async start(
    alarms: Array<{
      id: number;
      type: string;
      condition: string | null;
      propertyId: number | null;
    }>,
    now = new Date(),
  ) {
    const escalating = alarms.filter(
      (a) => a.condition !== null && (a.type === 'urgent' || a.type === 'warning'),
    );
    if (escalating.length === 0) return;
    // A mass outage raises thousands at once: their policies in one query, chains in one insert.
    const propertyIds = [
      ...new Set(escalating.flatMap((a) => (a.propertyId === null ? [] : [a.propertyId]))),
    ];
    const policies = new Map(
      propertyIds.length === 0
        ? []
        : (
            await this.db
              .select()
              .from(escalationPolicies)
              .where(inArray(escalationPolicies.propertyId, propertyIds))
          ).map((row) => [row.propertyId, row]),
    );
    await this.db
      .insert(escalations)
      .values(
        escalating.map((alarm) => {
          const policy =
            (alarm.propertyId === null ? undefined : policies.get(alarm.propertyId)) ??
            DEFAULT_ESCALATION_POLICY;
          const priority = alarmPriority(alarm);
          return {
            alertId: alarm.id,
            priority,
            plan: escalationPlan(policy, priority, alarm.type === 'urgent'),
            reminderEveryMinutes: alarm.type === 'urgent' ? policy.reminderEveryMinutes : 0,
            startedAt: now,
            nextDueAt: now,
          };
        }),
      )
      .onConflictDoNothing();
  }

  /**
   * An alarm that became urgent while it lasted starts over as urgent, even one acknowledged
   * while it was a warning (its acknowledgements are reset too): its chain is replaced; what was
   * already recorded stays on the alarm.
   */
  async restartAsUrgent(
    alarm: { id: number; condition: string | null; propertyId: number | null },
    now = new Date(),
  ) {
    await this.db.delete(escalations).where(eq(escalations.alertId, alarm.id));
    await this.start([{ ...alarm, type: 'urgent' }], now);
  }

  /** These alarms cleared: their chains stop without a word (the cleared notice says it). */
  async cleared(alertIds: number[], now = new Date()) {
    if (alertIds.length === 0) return;
    await this.db
      .update(escalations)
      .set({ stoppedAt: now, stopReason: 'cleared', nextDueAt: null })
      .where(and(inArray(escalations.alertId, alertIds), isNull(escalations.stoppedAt)));
  }

  /**
   * Somebody acknowledged the alarm: its chain stops, once (whichever instance's update gets the
   * row), and everybody already told hears it in one short notice.
   */
  async acknowledged(alertId: number, userId: number, now = new Date()) {
    const [stopped] = await this.db
      .update(escalations)
      .set({ stoppedAt: now, stopReason: 'acknowledged', acknowledgedBy: userId, nextDueAt: null })
      .where(and(eq(escalations.alertId, alertId), isNull(escalations.stoppedAt)))
      .returning({ alertId: escalations.alertId });
    if (!stopped) return false;
    const alarm = await this.alarm(alertId);
    const [by] = await this.db.select({ name: users.name }).from(users).where(eq(users.id, userId));
    const name = by?.name ?? 'Someone';
    await this.record(alertId, [
      { step: 'acknowledged', userId, who: name, channel: null, status: 'done', at: now },
    ]);
    if (alarm) await this.tellAcknowledged(alarm, userId, name, now);
    return true;
  }

  /**
   * Run every chain that is due at `now`: claim them (skipping those another instance holds),
   * run each one's due steps and reminders, schedule the next. What became of them.
   */
  async runDue(now = new Date()): Promise<{ ran: number }> {
    let ran = 0;
    // A mass outage leaves many chains due at once: batch after batch, a few rounds per pass.
    for (let round = 0; round < ESCALATION_ROUNDS; round++) {
      const claimed = await this.claimDue(now);
      for (const chain of claimed) {
        try {
          await this.advance(chain, now);
        } catch (error) {
          // The lease runs out and another pass takes it again.
          this.app.log.error({ err: error, alertId: chain.alertId }, 'escalation step failed');
        }
      }
      ran += claimed.length;
      if (claimed.length < ESCALATION_BATCH) break;
    }
    return { ran };
  }

  /**
   * Try again the Slack posts and calls that failed for now (no answer, 429, 5xx) and are due at
   * `now`, on the retry schedule of mails and texts (retry-schedule.ts); claimed first, so two
   * instances never send the same one. Each try is a new event on the alarm's history; the last
   * failure keeps its reason. An alarm acknowledged or cleared meanwhile is not sent again.
   */
  async retryDue(now = new Date()): Promise<{ sent: number; failed: number }> {
    const tally = { sent: 0, failed: 0 };
    const claimed = await claimDue(this.db, escalationEvents, now);
    if (claimed.length === 0) return tally;
    const stopped = new Set(
      (
        await this.db
          .select({ alertId: escalations.alertId })
          .from(escalations)
          .where(
            and(
              inArray(escalations.alertId, [...new Set(claimed.map((e) => e.alertId))]),
              isNotNull(escalations.stoppedAt),
            ),
          )
      ).map((r) => r.alertId),
    );
    // This try is settled once it has been sent again (or needs not be): the next, a new event.
    const settle = (id: number) =>
      this.db
        .update(escalationEvents)
        .set({ nextAttemptAt: null })
        .where(eq(escalationEvents.id, id));
    for (const event of claimed) {
      if (stopped.has(event.alertId) || event.message === null) {
        await settle(event.id);
        continue;
      }
      const answer =
        event.channel === 'call' && event.address !== null
          ? await this.channels.call(event.address, event.message)
          : await this.channels.slack(event.message);
      const outcome = outcomeOf(answer);
      const attempt = event.attempt + 1;
      const again = outcome.status === 'failed' && outcome.retryable === true;
      const next = again ? nextAttemptAfter(attempt, now) : null;
      await settle(event.id);
      await this.db.insert(escalationEvents).values({
        alertId: event.alertId,
        step: event.step,
        userId: event.userId,
        who: event.who,
        channel: event.channel,
        status: outcome.status,
        error: outcome.error ?? null,
        // The figures leave retried messages out: their first failure is on the history.
        latencyMs: null,
        at: now,
        attempt,
        nextAttemptAt: next,
        message: next ? event.message : null,
        address: next ? event.address : null,
      });
      tally[outcome.status === 'sent' ? 'sent' : 'failed']++;
    }
    return tally;
  }

  /** Claim the chains due at `now` that no other instance holds, in one statement. */
  private async claimDue(now: Date) {
    const due = this.db
      .select({ alertId: escalations.alertId })
      .from(escalations)
      .where(
        and(
          isNull(escalations.stoppedAt),
          lte(escalations.nextDueAt, now),
          or(isNull(escalations.claimedUntil), lte(escalations.claimedUntil, now)),
        ),
      )
      .orderBy(asc(escalations.nextDueAt))
      .limit(ESCALATION_BATCH)
      .for('update', { skipLocked: true });
    return this.db
      .update(escalations)
      .set({ claimedUntil: new Date(now.getTime() + ESCALATION_LEASE_MS) })
      .where(
        and(
          inArray(escalations.alertId, due),
          // Checked again: a claim between the select and the update of another instance.
          or(isNull(escalations.claimedUntil), lte(escalations.claimedUntil, now)),
        ),
      )
      .returning();
  }

  private async advance(chain: EscalationRow, now: Date) {
    const alarm = await this.alarm(chain.alertId);
    if (!alarm || alarm.resolvedAt !== null) {
      await this.cleared([chain.alertId], now);
      return;
    }
    const [acknowledger] = await this.db
      .select({ userId: alertRecipients.userId })
      .from(alertRecipients)
      .where(and(eq(alertRecipients.alertId, alarm.id), isNotNull(alertRecipients.acknowledgedAt)))
      .orderBy(asc(alertRecipients.acknowledgedAt))
      .limit(1);
    if (acknowledger) {
      await this.acknowledged(alarm.id, acknowledger.userId, now);
      return;
    }
    const state = {
      startedAt: chain.startedAt,
      nextStep: chain.nextStep,
      lastToldAt: chain.lastToldAt,
      reminders: chain.reminders,
    };
    const policy = { reminderEveryMinutes: chain.reminderEveryMinutes };
    let onCall = chain.onCallAt;
    for (;;) {
      const next = nextEscalationDue(chain.plan, state, policy);
      if (!next || next.at > now) break;
      if (next.kind === 'step') {
        const step = chain.plan[state.nextStep]!;
        const told = await this.runStep(alarm, step, next.at, now);
        state.nextStep++;
        if (told) state.lastToldAt = now;
        if (step.audience === 'on_call') onCall = now;
      } else {
        await this.remind(alarm, next.at, now);
        state.reminders++;
        state.lastToldAt = now;
      }
    }
    const next = nextEscalationDue(chain.plan, state, policy);
    await this.db
      .update(escalations)
      .set({
        nextStep: state.nextStep,
        lastToldAt: state.lastToldAt,
        reminders: state.reminders,
        onCallAt: onCall,
        nextDueAt: next?.at ?? null,
        claimedUntil: null,
      })
      .where(and(eq(escalations.alertId, chain.alertId), isNull(escalations.stoppedAt)));
  }

  private async alarm(alertId: number): Promise<AlarmFacts | undefined> {
    const [row] = await this.db
      .select({
        id: alerts.id,
        title: alerts.title,
        description: alerts.description,
        type: alerts.type,
        condition: alerts.condition,
        siteId: alerts.siteId,
        propertyId: alerts.propertyId,
        propertyName: properties.name,
        createdAt: alerts.createdAt,
        resolvedAt: alerts.resolvedAt,
      })
      .from(alerts)
      .leftJoin(properties, eq(properties.id, alerts.propertyId))
      .where(eq(alerts.id, alertId));
    return row;
  }

  /** Who a step's audience is for this alarm. */
  private async audience(
    alarm: AlarmFacts,
    audience: EscalationAudience,
    at: Date,
  ): Promise<Person[]> {
    const person = {
      userId: users.id,
      name: users.name,
      kind: users.kind,
      email: users.email,
      phone: users.phone,
    };
    switch (audience) {
      case 'members':
        return this.db
          .select(person)
          .from(alertRecipients)
          .innerJoin(users, eq(users.id, alertRecipients.userId))
          .where(and(eq(alertRecipients.alertId, alarm.id), eq(users.kind, 'customer')));
      case 'emergency_contacts':
        if (alarm.propertyId === null) return [];
        return this.db
          .select(person)
          .from(propertyMemberships)
          .innerJoin(users, eq(users.id, propertyMemberships.userId))
          .where(
            and(
              eq(propertyMemberships.propertyId, alarm.propertyId),
              eq(propertyMemberships.role, 'emergency_contact'),
              eq(propertyMemberships.status, 'active'),
            ),
          );
      case 'on_call':
        return onCallAt(this.db, at);
      case 'assigned_staff':
        if (alarm.siteId === null) return [];
        return this.db
          .select(person)
          .from(sites)
          .innerJoin(users, eq(users.id, sites.assignedUserId))
          .where(and(eq(sites.siteId, alarm.siteId), eq(users.kind, 'staff')));
      case 'manager': {
        // Staff who hold Alert Escalation directly or through a group; else the executives.
        const granted = sql`${users.id} in (select ${userPermissions.userId} from ${userPermissions} where ${userPermissions.permission} = 'alert_escalation')
          or ${users.id} in (select ${userGroupMembers.userId} from ${userGroupMembers} join ${userGroups} on ${userGroups.id} = ${userGroupMembers.groupId} where 'alert_escalation' = any(${userGroups.permissions}))`;
        const managers = await this.db
          .select(person)
          .from(users)
          .where(and(eq(users.kind, 'staff'), granted));
        return managers.length > 0 ? managers : this.audience(alarm, 'executive', at);
      }
      case 'executive':
        return this.db
          .select(person)
          .from(users)
          .where(and(eq(users.kind, 'staff'), eq(users.userType, 'staff_superadmin')));
    }
  }

  /** Run one step; whether anybody was told. */
  private async runStep(alarm: AlarmFacts, step: EscalationStep, dueAt: Date, now: Date) {
    const people = await this.audience(alarm, step.audience, dueAt);
    const label = AUDIENCE_LABELS[step.audience];
    const place = alarm.propertyName ?? 'a property';
    const minutes = Math.round(step.afterMinutes);
    const subject =
      step.afterMinutes === 0
        ? `${alarm.title} at ${place}`
        : `Not acknowledged after ${String(minutes)} min: ${alarm.title} at ${place}`;
    const link =
      step.audience === 'members' || step.audience === 'emergency_contacts'
        ? `${this.app.config.publicUrl}/alerts`
        : `${this.app.config.publicUrl}/admin/on-call`;
    const events: EventDraft[] = [];
    if (step.audience === 'members') {
      // Told by the alarm itself: its copy in their portal (and its mails and texts, 028/032).
      for (const p of people)
        events.push({
          step: step.audience,
          userId: p.userId,
          who: p.name,
          channel: 'portal',
          status: 'sent',
          at: alarm.createdAt,
        });
    } else {
      events.push(
        ...(await this.tell(alarm, step.audience, people, step.channels, {
          subject,
          body: `${alarm.description}\n\nNobody has acknowledged it yet. Open: ${link}`,
          short: `${subject}. ${link}`,
          dueAt,
          now,
        })),
      );
    }
    if (people.length === 0)
      events.push({
        step: step.audience,
        userId: null,
        who: `No ${label.toLowerCase()}`,
        channel: null,
        status: 'nobody',
        at: dueAt,
      });
    await this.record(alarm.id, events);
    return events.some((e) => e.status === 'sent' && e.userId !== null);
  }

  /** The people this alarm's steps reached so far, each with the channels that reached them. */
  private async toldSoFar(alertId: number) {
    const told = await this.db
      .select({
        userId: users.id,
        name: users.name,
        kind: users.kind,
        email: users.email,
        phone: users.phone,
        channel: escalationEvents.channel,
      })
      .from(escalationEvents)
      .innerJoin(users, eq(users.id, escalationEvents.userId))
      .where(and(eq(escalationEvents.alertId, alertId), eq(escalationEvents.status, 'sent')));
    const people = new Map<number, Person & { channels: Set<string> }>();
    for (const t of told) {
      const person = people.get(t.userId) ?? { ...t, channels: new Set<string>() };
      if (t.channel) person.channels.add(t.channel);
      people.set(t.userId, person);
    }
    return people;
  }

  /** Reminders to those told and not acknowledged: a push, and a text to those texted. */
  private async remind(alarm: AlarmFacts, dueAt: Date, now: Date) {
    const byUser = await this.toldSoFar(alarm.id);
    const subject = `Reminder, still not acknowledged: ${alarm.title} at ${alarm.propertyName ?? 'a property'}`;
    const events: EventDraft[] = [];
    for (const person of byUser.values()) {
      const channels: EscalationChannel[] = person.channels.has('sms') ? ['push', 'sms'] : ['push'];
      const sent = await this.tell(alarm, 'reminder', [person], channels, {
        subject,
        body: subject,
        short: subject,
        dueAt,
        now,
      });
      events.push(...sent);
    }
    await this.record(alarm.id, events);
  }

  /**
   * Tell these people on these channels; one event per person and channel (and one for Slack).
   * `latencyMs` is from when the message was due to when the provider accepted it.
   */
  private async tell(
    alarm: AlarmFacts,
    step: string,
    people: Person[],
    channels: EscalationChannel[],
    message: { subject: string; body: string; short: string; dueAt: Date; now: Date },
  ) {
    const events: EventDraft[] = [];
    const started = Date.now();
    const event = (
      person: Person | null,
      channel: EscalationChannel,
      outcome: AlarmEventOutcome,
      /** A Slack post or call: what to send again should it fail for now. */
      resend?: { message: string; address?: string },
    ) => {
      const at = new Date(message.now.getTime() + Date.now() - started);
      const again = resend && outcome.status === 'failed' && outcome.retryable === true;
      events.push({
        step,
        userId: person?.userId ?? null,
        who: person?.name ?? 'Slack channel',
        channel,
        status: outcome.status,
        error: outcome.error ?? null,
        latencyMs:
          outcome.status === 'sent' ? Math.max(0, at.getTime() - message.dueAt.getTime()) : null,
        at,
        ...(again
          ? {
              nextAttemptAt: nextAttemptAfter(1, at),
              message: resend.message,
              address: resend.address ?? null,
            }
          : {}),
      });
    };
    for (const person of people) {
      for (const channel of channels) {
        if (channel === 'email') {
          const [status] = await this.app.mailer.sendAll(
            this.db,
            [
              {
                to: person.email,
                subject: message.subject,
                text: message.body,
                // Without the alarm's id: the delivery figures measure the alarm's own mails
                // from its raising, and these from their step (the escalation's events).
                userId: person.userId,
              },
            ],
            { retry: true },
          );
          event(person, 'email', mailOutcomeOf(status));
        } else if (channel === 'sms' || channel === 'call') {
          const number = smsNumber(person.phone);
          if (!number) {
            event(person, channel, { status: 'failed', error: 'No mobile number on file.' });
          } else if (channel === 'sms') {
            event(person, 'sms', await this.text(person.userId, number, message.short));
          } else {
            const outcome = await this.channels.call(number, message.short);
            event(person, 'call', outcomeOf(outcome), { message: message.short, address: number });
          }
        } else if (channel === 'push') {
          // Sent only when a push service took it; a person with no device is a failure.
          const outcome = await this.app.notify.push
            .send({
              userId: person.userId,
              title: message.subject,
              body: message.short,
              url: pushLink(alarm, person),
              alertId: alarm.id,
              urgent: alarm.type === 'urgent',
            })
            .catch((error: unknown) => ({
              status: 'failed' as const,
              error: error instanceof Error ? error.message : String(error),
            }));
          event(person, 'push', outcomeOf(outcome));
        }
      }
    }
    if (channels.includes('slack')) {
      const who = people.map((p) => p.name).join(', ') || 'nobody';
      const text = `:rotating_light: ${message.subject} (told: ${who}). ${this.app.config.publicUrl}/admin/on-call`;
      event(null, 'slack', outcomeOf(await this.channels.slack(text)), { message: text });
    }
    return events;
  }

  private async text(userId: number, to: string, text: string) {
    const provider = this.app.notify.sms;
    if (provider.name === 'log') {
      await sendTexts(this.db, provider, [{ userId, to, text }]);
      return TEXT_KEPT_IN_LOG;
    }
    const [outcome] = await sendTexts(this.db, provider, [{ userId, to, text }], {
      retry: true,
    });
    return outcomeOf(outcome ?? { status: 'failed', error: 'Not sent.' });
  }

  /** One short notice to each person already told, on the quickest channel that reached them. */
  private async tellAcknowledged(alarm: AlarmFacts, by: number, name: string, now: Date) {
    const reached = await this.toldSoFar(alarm.id);
    reached.delete(by);
    const text = `${name} acknowledged: ${alarm.title} at ${alarm.propertyName ?? 'a property'}. No further reminders.`;
    const events: EventDraft[] = [];
    for (const person of reached.values()) {
      const channel: EscalationChannel = person.channels.has('sms')
        ? 'sms'
        : person.channels.has('email') &&
            !person.channels.has('push') &&
            !person.channels.has('portal')
          ? 'email'
          : 'push';
      events.push(
        ...(await this.tell(alarm, 'acknowledged_notice', [person], [channel], {
          subject: text,
          body: text,
          short: text,
          dueAt: now,
          now,
        })),
      );
    }
    await this.record(alarm.id, events);
  }

  private async record(alertId: number, events: EventDraft[]) {
    await recordOnAlarm(this.db, alertId, events);
  }
}

/** Where a pushed alarm leads: staff to the panel's back-office page, others to the dashboard. */
function pushLink(alarm: AlarmFacts, person: Person) {
  if (person.kind === 'staff')
    return alarm.siteId ? adminPanelPath(alarm.siteId) : '/admin/on-call';
  return alarm.siteId ? propertyDashboardPath(alarm.siteId) : '/alerts';
}
