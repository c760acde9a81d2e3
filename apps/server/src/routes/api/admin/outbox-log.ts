import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '#src/db/client';
import { type mailOutbox, type smsOutbox } from '#src/db/schema/index';

type Outbox = typeof mailOutbox | typeof smsOutbox;

/**
 * A page of what the product sent, newest first, optionally to one recipient: the mail log
 * and the SMS log read their outbox the same way.
 */
export async function readOutbox<T extends Outbox>(
  db: Executor,
  outbox: T,
  query: { to?: string | undefined; limit: number; offset: number },
): Promise<T['$inferSelect'][]> {
  const filters: SQL[] = [];
  if (query.to) filters.push(eq(outbox.to, query.to));
  return db
    .select()
    .from(outbox as Outbox)
    .where(and(...filters))
    .orderBy(desc(outbox.id))
    .limit(query.limit)
    .offset(query.offset);
}
