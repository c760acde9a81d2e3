import { inArray, lte } from 'drizzle-orm';
import type { Executor } from '../db/client';
import type { escalationEvents, mailOutbox, smsOutbox } from '../db/schema';

/**
 * When an urgent alert's mail (decision 028), text (decision 032), or an escalation's Slack post
 * or call (decision 079) that could not be handed over is tried again: 1, 2, 5, 10, 20 and 30
 * minutes after each failed try, so a mail server, SMS gateway or Slack that is down or busy for
 * up to an hour still gets the alert. After the last it stays failed, with its reason.
 */
export const RETRY_DELAYS_MS = [1, 2, 5, 10, 20, 30].map((minutes) => minutes * 60_000);

/** The next try after `attempts` tries, counted from `from`; null when the tries are used up. */
export function nextAttemptAfter(attempts: number, from: Date): Date | null {
  const delay = RETRY_DELAYS_MS[attempts - 1];
  return delay === undefined ? null : new Date(from.getTime() + delay);
}

/**
 * How long an instance holds the retries it claimed while it sends them; if it stops meanwhile,
 * another instance takes them after this.
 */
const RETRY_LEASE_MS = 5 * 60_000;

/** Failed messages tried again per pass. */
const RETRY_BATCH = 100;

/**
 * Claims the failed messages of a delivery log whose next try is due at `now`, in one statement:
 * a row another instance holds is skipped, not waited for, so instances sharing the database never
 * send the same message twice. Their next try moves a lease on while this instance sends them.
 */
export async function claimDue<
  Log extends typeof mailOutbox | typeof smsOutbox | typeof escalationEvents,
>(db: Executor, log: Log, now: Date): Promise<Log['$inferSelect'][]> {
  // The logs share the columns used here; drizzle's builders do not type a union of tables.
  const table = log as typeof mailOutbox;
  const due = db
    .select({ id: table.id })
    .from(table)
    .where(lte(table.nextAttemptAt, now))
    .orderBy(table.nextAttemptAt)
    .limit(RETRY_BATCH)
    .for('update', { skipLocked: true });
  return db
    .update(table)
    .set({ nextAttemptAt: new Date(now.getTime() + RETRY_LEASE_MS) })
    .where(inArray(table.id, due))
    .returning() as Promise<Log['$inferSelect'][]>;
}
