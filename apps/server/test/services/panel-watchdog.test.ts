import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { siteIdForPanel } from '@wildfire/shared';
import { gatewayEvents, panelLog, properties, sites } from '../../src/db/schema';
import { markSilentPanelsOffline } from '../../src/services/panel-watchdog';
import { build } from '../helper';

describe('the watchdog (panels silent for 90 seconds)', async () => {
  const { app } = await build();

  it('a mass outage: every silent panel is marked offline once, with one gateway event and one log line', async () => {
    // More panels than one insert takes (a thousand a statement), as when a cell tower fails.
    const count = 2_345;
    const firstPanel = 50_000;
    const twoMinutesAgo = new Date(Date.now() - 120_000);
    const inserted = await app.db
      .insert(properties)
      .values(
        Array.from({ length: count }, (_, i) => ({
          accountId: 1,
          name: `Outage property ${String(i)}`,
          address: `${String(i)} Outage Road`,
        })),
      )
      .returning({ id: properties.id });
    await app.db.insert(sites).values(
      inserted.map(({ id }, i) => ({
        siteId: siteIdForPanel(firstPanel + i),
        propertyId: id,
        panelNumber: firstPanel + i,
        online: true,
        lastSeenAt: twoMinutesAgo,
      })),
    );
    const siteIds = inserted.map((_, i) => siteIdForPanel(firstPanel + i));

    expect(await markSilentPanelsOffline(app)).toBeGreaterThanOrEqual(count);

    const states = await app.db
      .select({ online: sites.online })
      .from(sites)
      .where(inArray(sites.siteId, siteIds));
    expect(states).toHaveLength(count);
    expect(states.every((site) => !site.online)).toBe(true);

    const events = await app.db
      .select({
        siteId: gatewayEvents.siteId,
        online: gatewayEvents.online,
        reason: gatewayEvents.reason,
      })
      .from(gatewayEvents)
      .where(inArray(gatewayEvents.siteId, siteIds));
    expect(events).toHaveLength(count);
    expect(new Set(events.map((e) => e.siteId)).size).toBe(count);
    expect(events.every((e) => !e.online && e.reason === 'no heartbeat for 90 seconds')).toBe(true);

    const lines = await app.db
      .select({ siteId: panelLog.siteId, level: panelLog.level, message: panelLog.message })
      .from(panelLog)
      .where(inArray(panelLog.siteId, siteIds));
    expect(lines).toHaveLength(count);
    expect(new Set(lines.map((l) => l.siteId)).size).toBe(count);
    expect(
      lines.every(
        (l) => l.level === 'WARN' && l.message === 'Gateway offline: no heartbeat for 90 seconds',
      ),
    ).toBe(true);

    // Already offline: the next round finds nothing new to say.
    expect(await markSilentPanelsOffline(app)).toBe(0);
  });

  it('the offline check after a mass outage lets the server answer in between', async () => {
    // The outage's panels are offline and unsettled (their alert is not open yet): the check
    // handles each; other requests must not wait for all of them.
    let servedMeanwhile = false;
    const check = app.alertService.evaluateOffline();
    setImmediate(() => {
      servedMeanwhile = true;
    });
    let done = false;
    await check.then(() => {
      done = true;
    });
    expect(done).toBe(true);
    expect(servedMeanwhile).toBe(true);
  });
});
