import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, users } from '#src/db/schema/index';
import { build, eventually } from '../helper';

/**
 * Reset timing (issue 32 item 7, decision 054): a password reset request answers in the same time
 * whether or not the account exists, on the embedded database and (TEST_DATABASE_URL) on
 * PostgreSQL. Before, the known account's answer waited for its link to be stored and mailed
 * (median 7.9 ms against 4.0 ms on PostgreSQL).
 */
describe(`password reset answers do not tell which accounts exist (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'embedded database'})`, async () => {
  const { app, mailTo } = await build();
  const ROUNDS = 40;

  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return (
      (sorted[Math.floor((sorted.length - 1) / 2)]! + sorted[Math.ceil((sorted.length - 1) / 2)]!) /
      2
    );
  };

  it('a known and an unknown email get their answer in the same time (medians of 40 each)', async () => {
    // An account of its own for every known request, so no email reaches its limit of 10.
    const known = Array.from({ length: ROUNDS + 5 }, (_, i) => `timing-${String(i)}@example.com`);
    const inserted = await app.db
      .insert(users)
      .values(
        known.map((email, i) => ({
          email,
          name: `Timing ${String(i)}`,
          kind: 'customer' as const,
          userType: 'customer_homeowner',
          status: 'active' as const,
        })),
      )
      .returning({ id: users.id, email: users.email });
    const ids = new Map(inserted.map((u) => [u.email, u.id]));

    let request = 0;
    const timed = async (email: string) => {
      request++;
      const started = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/password-reset',
        payload: { email },
        // An address of its own each time, so no address reaches its limit of 50.
        remoteAddress: `10.9.${String(Math.floor(request / 250))}.${String(request % 250)}`,
      });
      const took = performance.now() - started;
      expect(res.statusCode).toBe(202);
      return took;
    };
    /**
     * A known account's link is stored, mailed and audited after the answer: wait until all of
     * it is done (the audit entry is the last step), so it never overlaps the next request.
     */
    const settle = async (email: string | null) => {
      if (email) {
        await mailTo(email);
        await eventually(
          async () =>
            (
              await app.db
                .select({ id: auditLog.id })
                .from(auditLog)
                .where(
                  and(
                    eq(auditLog.action, 'auth.password_reset_requested'),
                    eq(auditLog.userId, ids.get(email)!),
                  ),
                )
            ).length > 0,
        );
      }
      await new Promise((r) => setTimeout(r, 20));
    };

    // Warm up both paths first.
    for (let i = 0; i < 5; i++) {
      await timed(known[ROUNDS + i]!);
      await settle(known[ROUNDS + i]!);
      await timed(`warm-up-${String(i)}@nowhere.example`);
      await settle(null);
    }

    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      // Alternating, so a slow stretch of the machine weighs on both alike.
      const unknownEmail = `nobody-${String(i)}@nowhere.example`;
      if (i % 2 === 0) {
        knownTimes.push(await timed(known[i]!));
        await settle(known[i]!);
        unknownTimes.push(await timed(unknownEmail));
        await settle(null);
      } else {
        unknownTimes.push(await timed(unknownEmail));
        await settle(null);
        knownTimes.push(await timed(known[i]!));
        await settle(known[i]!);
      }
    }

    const knownMedian = median(knownTimes);
    const unknownMedian = median(unknownTimes);
    console.info(
      `reset timing: known ${knownMedian.toFixed(2)} ms, unknown ${unknownMedian.toFixed(2)} ms (medians of ${String(ROUNDS)})`,
    );
    // Generous: a quarter of the slower one plus half a millisecond either way. The old answer
    // of a known account took about twice as long.
    const bound = Math.max(knownMedian, unknownMedian) * 0.25 + 0.5;
    expect(Math.abs(knownMedian - unknownMedian)).toBeLessThan(bound);
  });
});
