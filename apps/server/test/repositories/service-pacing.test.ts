import { describe, expect, it } from 'vitest';
import { servicePacing } from '../../src/db/schema';
import { takeTurn } from '../../src/repositories/service-pacing';
import { build } from '../helper';

describe('service pacing (turns to ask an outside service, shared by every instance)', async () => {
  const { app } = await build();

  it('callers at once each get their own turn, spacing apart, the first at once', async () => {
    const waits = await Promise.all(
      Array.from({ length: 5 }, () => takeTurn(app.db, 'pacing at once', 200)),
    );
    const sorted = [...waits].sort((a, b) => a - b);
    expect(sorted[0]).toBeLessThan(50);
    for (let i = 1; i < sorted.length; i++) {
      // Each turn is booked 200 ms after the one before; the waits also differ by the few
      // milliseconds between the statements' own clocks.
      expect(sorted[i]! - sorted[i - 1]!).toBeGreaterThan(150);
      expect(sorted[i]! - sorted[i - 1]!).toBeLessThanOrEqual(200);
    }
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
