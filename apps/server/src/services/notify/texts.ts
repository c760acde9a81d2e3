import { eq } from 'drizzle-orm';
import type { Executor } from '#src/db/client';
import { smsOutbox } from '#src/db/schema/index';
import { inChunks } from '#src/lib/in-chunks';
import { outcomeOf, recordRetries, type RetriedDelivery } from '../alarm-history';
import { claimDue, nextAttemptAfter } from '../retry-schedule';
import type { SmsMessage, SmsProvider } from './sms';
import type { ProviderOutcome } from './types';

/**
 * Texts handed to the provider at once: a fire front texts many emergency contacts, and a
 * gateway's API takes a request per text.
 */
export const TEXTS_AT_ONCE = 5;

/** A text with the alert it carries and the person it goes to, kept with it in the SMS log. */
export interface AlertText extends SmsMessage {
  alertId?: number;
  userId?: number;
}

export interface SendTextsOptions {
  /**
   * Try again later when the provider could not take the text for now (no answer, busy or
   * failing): for texts nobody is there to send again, such as urgent alerts (decision 032).
   */
  retry?: boolean;
}

/** The provider's answer; one that throws counts as failed: the alert has already happened. */
async function handOver(provider: SmsProvider, message: SmsMessage): Promise<ProviderOutcome> {
  try {
    return await provider.send({ to: message.to, text: message.text });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { status: 'failed', error: reason.slice(0, 500), retryable: true };
  }
}

/** What to record of a text's `attempts`-th try. */
function record(outcome: ProviderOutcome, attempts: number, retry: boolean, now: Date) {
  const again = retry && outcome.status === 'failed' && outcome.retryable === true;
  return {
    status: outcome.status,
    error: outcome.error ?? null,
    attempts,
    nextAttemptAt: again ? nextAttemptAfter(attempts, now) : null,
  };
}

/**
 * Sends texts a few at a time and records each in the SMS log (`sms_outbox`) with what the
 * provider said. A failure is recorded, not thrown.
 */
export async function sendTexts(
  db: Executor,
  provider: SmsProvider,
  texts: AlertText[],
  options: SendTextsOptions = {},
): Promise<ProviderOutcome[]> {
  const outcomes: ProviderOutcome[] = [];
  for (const batch of inChunks(texts, TEXTS_AT_ONCE)) {
    const sent = await Promise.all(batch.map((message) => handOver(provider, message)));
    const now = new Date();
    await db.insert(smsOutbox).values(
      batch.map((message, i) => ({
        to: message.to,
        text: message.text,
        provider: provider.name,
        ...record(sent[i]!, 1, options.retry ?? false, now),
        alertId: message.alertId ?? null,
        userId: message.userId ?? null,
      })),
    );
    outcomes.push(...sent);
  }
  return outcomes;
}

/**
 * Tries again the failed texts whose next try is due at `now`, claiming them first so that
 * instances sharing the database do not send the same text twice; what became of them.
 */
export async function retryDueTexts(
  db: Executor,
  provider: SmsProvider,
  now = new Date(),
): Promise<{ sent: number; failed: number }> {
  const tally = { sent: 0, failed: 0 };
  const claimed = await claimDue(db, smsOutbox, now);
  const retried: RetriedDelivery[] = [];
  for (const batch of inChunks(claimed, TEXTS_AT_ONCE)) {
    await Promise.all(
      batch.map(async ({ id, to, text, attempts, alertId, userId }) => {
        const outcome = await handOver(provider, { to, text });
        await db
          .update(smsOutbox)
          .set({ provider: provider.name, ...record(outcome, attempts + 1, true, now) })
          .where(eq(smsOutbox.id, id));
        tally[outcome.status === 'failed' ? 'failed' : 'sent']++;
        retried.push({ alertId, userId, attempt: attempts + 1, outcome: outcomeOf(outcome) });
      }),
    );
  }
  await recordRetries(db, 'sms', retried);
  return tally;
}
