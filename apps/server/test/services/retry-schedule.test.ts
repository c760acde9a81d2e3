import { describe, expect, it } from 'vitest';
import { nextAttemptAfter, RETRY_DELAYS_MS } from '#src/services/retry-schedule';

describe('retry schedule of urgent mails and texts (decisions 028 and 032)', () => {
  const at = new Date('2026-08-01T12:00:00Z');
  const minutesAfter = (attempts: number) => {
    const next = nextAttemptAfter(attempts, at);
    return next === null ? null : (next.getTime() - at.getTime()) / 60_000;
  };

  it('tries again 1, 2, 5, 10, 20 and 30 minutes after each failed try, then gives up', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(minutesAfter)).toEqual([1, 2, 5, 10, 20, 30, null]);
    expect(RETRY_DELAYS_MS.reduce((sum, ms) => sum + ms, 0)).toBe(68 * 60_000);
  });
});
