import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { loginFailures } from '../db/schema';

/**
 * Failed sign-ins are limited per account and per address over a sliding window.
 * 10 per account per 15 minutes keeps any account under 40 guesses an hour (the bar is 100).
 */
export const LOGIN_THROTTLE = {
  windowMs: 15 * 60_000,
  maxFailuresPerAccount: 10,
  maxFailuresPerAddress: 50,
} as const;

/** Advisory lock namespaces (pg_advisory_xact_lock's first key): one for accounts, one for addresses. */
const ACCOUNT_LOCK = 51_001;
const ADDRESS_LOCK = 51_002;

/** An attempt the limits let through; it counts as a failure until it is shown to be right. */
export interface LoginAttempt {
  /**
   * The password or code was right: this attempt stops counting. The account's earlier failures
   * stay until the whole sign-in succeeds (`clearLoginFailures`), so a second step that follows
   * a right password still counts against the same limit.
   */
  passed(): Promise<void>;
}

/**
 * Claims one attempt for `username` from `ip`, or null when either has used up its failures in
 * the window (decision 051). Counting and deciding are one step: under a transaction-scoped
 * advisory lock on the account and one on the address, the failures in the window are counted
 * and, when both are under their limits, this attempt is recorded as a failure before anything is
 * checked. However many requests arrive at once, on PostgreSQL or the embedded database, at most
 * the limit is ever evaluated; a right answer then takes its own record back (`passed`).
 *
 * The locks are always taken account first, address second, so two claims never wait on each
 * other in a circle.
 */
export async function claimLoginAttempt(
  db: Executor,
  username: string,
  ip: string,
  now = new Date(),
): Promise<LoginAttempt | null> {
  const since = new Date(now.getTime() - LOGIN_THROTTLE.windowMs);
  const id = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ACCOUNT_LOCK}, hashtext(${username}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(${ADDRESS_LOCK}, hashtext(${ip}))`);
    const [byAccount] = await tx
      .select({ n: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.username, username), gt(loginFailures.at, since)));
    if ((byAccount?.n ?? 0) >= LOGIN_THROTTLE.maxFailuresPerAccount) return null;
    const [byAddress] = await tx
      .select({ n: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.ip, ip), gt(loginFailures.at, since)));
    if ((byAddress?.n ?? 0) >= LOGIN_THROTTLE.maxFailuresPerAddress) return null;
    const [row] = await tx
      .insert(loginFailures)
      .values({ username, ip, at: now })
      .returning({ id: loginFailures.id });
    return row!.id;
  });
  if (id === null) return null;
  return {
    async passed() {
      await db.delete(loginFailures).where(eq(loginFailures.id, id));
    },
  };
}

/** A successful sign-in ends the account's run of failures. */
export async function clearLoginFailures(db: Executor, username: string) {
  await db.delete(loginFailures).where(eq(loginFailures.username, username));
}
