import type { Executor } from '../../db/client';
import { smsOutbox } from '../../db/schema';
import { inChunks } from '../../lib/in-chunks';
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

/**
 * Sends texts a few at a time and records each in the SMS log (`sms_outbox`) with what the
 * provider said. A provider that throws counts as failed: the alert has already happened.
 */
export async function sendTexts(
  db: Executor,
  provider: SmsProvider,
  texts: AlertText[],
): Promise<ProviderOutcome[]> {
  const outcomes: ProviderOutcome[] = [];
  for (const batch of inChunks(texts, TEXTS_AT_ONCE)) {
    const sent = await Promise.all(
      batch.map(async (message) => {
        try {
          return await provider.send({ to: message.to, text: message.text });
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          return { status: 'failed', error: reason.slice(0, 500) } satisfies ProviderOutcome;
        }
      }),
    );
    await db.insert(smsOutbox).values(
      batch.map((message, i) => ({
        to: message.to,
        text: message.text,
        provider: provider.name,
        status: sent[i]!.status,
        error: sent[i]!.error ?? null,
        alertId: message.alertId ?? null,
        userId: message.userId ?? null,
      })),
    );
    outcomes.push(...sent);
  }
  return outcomes;
}
