import { and, count, eq, gt } from 'drizzle-orm';
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

export async function isLoginThrottled(
  db: Executor,
  username: string,
  ip: string,
  now = new Date(),
) {
  const since = new Date(now.getTime() - LOGIN_THROTTLE.windowMs);
  const [byAccount] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.username, username), gt(loginFailures.at, since)));
  if ((byAccount?.n ?? 0) >= LOGIN_THROTTLE.maxFailuresPerAccount) return true;
  const [byAddress] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.ip, ip), gt(loginFailures.at, since)));
  return (byAddress?.n ?? 0) >= LOGIN_THROTTLE.maxFailuresPerAddress;
}

export async function recordLoginFailure(db: Executor, username: string, ip: string) {
  await db.insert(loginFailures).values({ username, ip });
}

/** A successful sign-in ends the account's run of failures. */
export async function clearLoginFailures(db: Executor, username: string) {
  await db.delete(loginFailures).where(eq(loginFailures.username, username));
}
