import { MAIL_NOT_SENT, TEXT_NOT_SENT, type MailOutcome } from '@wildfire/shared';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { escalationEvents, users } from '../db/schema';
import { inChunks } from '../lib/in-chunks';
import type { StaffOutcome } from './notify/staff-channels';

/**
 * An alarm's history (`escalation_events`, decision 073): who was told, when, on which channel
 * and what the provider said, for its own first delivery and every escalation step alike. This
 * module is the one place that turns a provider's answer into what the history says, so that
 * nothing is recorded as sent that no provider accepted.
 */

export type AlarmEventStatus = (typeof escalationEvents.$inferInsert)['status'];

/** An event of an alarm's history before it is stored with the alarm's id. */
export type AlarmEventDraft = Omit<typeof escalationEvents.$inferInsert, 'alertId'>;

export interface AlarmEventOutcome {
  status: AlarmEventStatus;
  error?: string | null;
  /** The provider may take it later (no answer, busy, failing): worth another try. */
  retryable?: boolean;
}

/** What a provider's answer (texts, push, Slack, calls) is in the history. */
export function outcomeOf(outcome: StaffOutcome): AlarmEventOutcome {
  if (outcome.status === 'not_configured')
    return { status: 'not_configured', error: outcome.error ?? null };
  if (outcome.status === 'failed')
    return {
      status: 'failed',
      error: outcome.error ?? null,
      retryable: outcome.retryable === true,
    };
  return { status: 'sent' };
}

/** A mail kept in the mailbox folder reached nobody; one the server refused is failed. */
export function mailOutcomeOf(outcome: MailOutcome | undefined): AlarmEventOutcome {
  if (outcome === 'sent') return { status: 'sent' };
  if (outcome === 'logged') return { status: 'not_configured', error: MAIL_NOT_SENT };
  return { status: 'failed', error: 'The mail server did not take it (see the mail log).' };
}

/** A text the log provider kept reached nobody: not configured, never sent. */
export const TEXT_KEPT_IN_LOG: AlarmEventOutcome = {
  status: 'not_configured',
  error: TEXT_NOT_SENT,
};

/** Store these events on the alarm. */
export async function recordOnAlarm(db: Executor, alertId: number, events: AlarmEventDraft[]) {
  if (events.length === 0) return;
  await db.insert(escalationEvents).values(events.map((e) => ({ ...e, alertId })));
}

/**
 * One person's delivery on one channel, as the owner-and-members step of the alarm's history:
 * the first try and each later one alike.
 */
function memberDelivery(delivery: {
  alertId: number;
  userId: number;
  who: string;
  channel: 'email' | 'sms' | 'push';
  outcome: AlarmEventOutcome;
  at: Date;
  attempt?: number;
  latencyMs?: number | null;
}): typeof escalationEvents.$inferInsert {
  const { outcome, ...event } = delivery;
  return { ...event, step: 'members', status: outcome.status, error: outcome.error ?? null };
}

interface Addressed {
  alertId?: number;
  userId?: number;
}

/**
 * The first delivery of urgent alarms (their mails, texts and pushes at once), recorded on each
 * alarm as the owner-and-members step: one event per person and channel with the provider's
 * answer. Mails and texts are measured by the delivery figures from their logs; pushes, which
 * have no log, carry their time from the start of the sending to the push service accepting.
 */
export async function recordFirstDelivery(
  db: Executor,
  sent: { mails: Addressed[]; texts: Addressed[]; pushes: Addressed[] },
  outcomes: { mailed: MailOutcome[]; texted: StaffOutcome[]; pushed: StaffOutcome[] },
  context: { names: Map<number, string>; textsKeptInLog: boolean; startedAt: Date },
) {
  const at = new Date();
  const rows: Array<typeof escalationEvents.$inferInsert> = [];
  const add = (
    message: Addressed,
    channel: 'email' | 'sms' | 'push',
    outcome: AlarmEventOutcome,
  ) => {
    if (message.alertId === undefined || message.userId === undefined) return;
    rows.push(
      memberDelivery({
        alertId: message.alertId,
        userId: message.userId,
        who: context.names.get(message.userId) ?? 'A member',
        channel,
        outcome,
        at,
        latencyMs:
          channel === 'push' && outcome.status === 'sent'
            ? Math.max(0, at.getTime() - context.startedAt.getTime())
            : null,
      }),
    );
  };
  sent.mails.forEach((mail, i) => add(mail, 'email', mailOutcomeOf(outcomes.mailed[i])));
  sent.texts.forEach((text, i) =>
    add(
      text,
      'sms',
      context.textsKeptInLog
        ? TEXT_KEPT_IN_LOG
        : outcomeOf(outcomes.texted[i] ?? { status: 'failed', error: 'Not sent.' }),
    ),
  );
  sent.pushes.forEach((push, i) =>
    add(push, 'push', outcomeOf(outcomes.pushed[i] ?? { status: 'failed', error: 'Not sent.' })),
  );
  // A mass outage records thousands at once: a bounded statement each.
  for (const chunk of inChunks(rows, 1000)) await db.insert(escalationEvents).values(chunk);
}

/** A first-delivery mail or text tried again from its log, as the retry left it. */
export interface RetriedDelivery {
  alertId: number | null;
  userId: number | null;
  /** Which try this was (2 for the first retry). */
  attempt: number;
  outcome: AlarmEventOutcome;
}

/**
 * Each later try of an urgent alarm's mail or text (decisions 028, 032) on the alarm's history,
 * beside the first delivery's event: a mail the server took on its third try is "sent (try 3)"
 * there, not left "failed". Messages that carried no alarm are not recorded.
 */
export async function recordRetries(
  db: Executor,
  channel: 'email' | 'sms',
  retried: RetriedDelivery[],
  at = new Date(),
) {
  const onAlarms = retried.filter(
    (r): r is RetriedDelivery & { alertId: number; userId: number } =>
      r.alertId !== null && r.userId !== null,
  );
  if (onAlarms.length === 0) return;
  const people = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, [...new Set(onAlarms.map((r) => r.userId))]));
  const names = new Map(people.map((p) => [p.id, p.name]));
  await db
    .insert(escalationEvents)
    .values(
      onAlarms.map((r) =>
        memberDelivery({ ...r, who: names.get(r.userId) ?? 'A member', channel, at }),
      ),
    );
}
