import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { servicePacing } from '../db/schema';

/**
 * Take the next turn to ask `service`, turns being `spacingMs` apart for every instance on this
 * database; answers how long to wait before asking, in milliseconds (0: now).
 *
 * One statement, so concurrent callers queue on the service's row and each gets its own turn.
 * Every time is the database's clock, so instances whose clocks differ still keep the pace.
 */
export async function takeTurn(db: Executor, service: string, spacingMs: number): Promise<number> {
  const spacing = sql`(${spacingMs} * interval '1 millisecond')`;
  const [turn] = await db
    .insert(servicePacing)
    .values({ service, nextTurnAt: sql`clock_timestamp() + ${spacing}` })
    .onConflictDoUpdate({
      target: servicePacing.service,
      set: {
        nextTurnAt: sql`greatest(${servicePacing.nextTurnAt}, clock_timestamp()) + ${spacing}`,
      },
    })
    .returning({
      waitMs: sql<string>`greatest(0, extract(epoch from (${servicePacing.nextTurnAt} - ${spacing} - clock_timestamp())) * 1000)`,
    });
  return Number(turn?.waitMs ?? 0);
}
