import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { servicePacing } from '#src/db/schema/index';
import { takeTurn } from '#src/repositories/service-pacing';
import { build } from '../helper';

describe('service pacing (turns to ask an outside service, shared by every instance)', async () => {
  const { app } = await build();

  it('callers at once each get their own turn, spacing apart, the first at once', async () => {
    const started = Date.now();
    const waits = await Promise.all(
      Array.from({ length: 5 }, () => takeTurn(app.db, 'pacing at once', 200)),
    );
    const took = Date.now() - started;
    const sorted = [...waits].sort((a, b) => a - b);
    expect(sorted[0]).toBeLessThan(50);
    for (let i = 1; i < sorted.length; i++) {
      // Turn i is booked i × 200 ms after the first; its wait is that less the time the
      // statements before it took, which on a busy machine is tens of milliseconds or more.
      expect(sorted[i]!).toBeLessThanOrEqual(i * 200);
      expect(sorted[i]!).toBeGreaterThanOrEqual(i * 200 - took - 10);
    }
    const [row] = await app.db
      .select({ nextTurnAt: servicePacing.nextTurnAt })
      .from(servicePacing)
      .where(eq(servicePacing.service, 'pacing at once'));
    // Five turns booked back to back: the next free one is 5 × 200 ms after the first.
    expect(row!.nextTurnAt.getTime()).toBeGreaterThanOrEqual(started + 1_000 - 10);
    expect(row!.nextTurnAt.getTime()).toBeLessThanOrEqual(started + took + 1_000 + 10);
  });

  it('a service last asked long ago is asked at once, and its next turn is booked from now', async () => {
    await app.db
      .insert(servicePacing)
      .values({ service: 'pacing idle', nextTurnAt: new Date(Date.now() - 60_000) });
    expect(await takeTurn(app.db, 'pacing idle', 1_000)).toBe(0);
    const next = await takeTurn(app.db, 'pacing idle', 1_000);
    expect(next).toBeGreaterThan(900);
    expect(next).toBeLessThanOrEqual(1_000);
  });

  it('services are paced apart from each other', async () => {
    await takeTurn(app.db, 'pacing one', 1_000);
    expect(await takeTurn(app.db, 'pacing other', 1_000)).toBe(0);
  });
});
