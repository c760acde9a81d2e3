import { and, inArray, isNull, like } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { alertConditions, alerts, tagLatest } from '#src/db/schema/index';
import { addOnlinePanels, build } from '../helper';

/**
 * A fire front reaches a whole neighbourhood within a minute: hundreds of panels report a
 * temperature above 90 °F at once. The telemetry rules raise their alerts in batches.
 */
describe('a fire front: many panels too hot at once', async () => {
  const { app } = await build();
  const count = 250;
  const now = new Date();

  const { siteIds } = await addOnlinePanels(app, {
    count,
    firstPanel: 60_000,
    name: 'Canyon home',
    lastSeenAt: now,
  });
  const setTemperature = (fahrenheit: number) =>
    app.db
      .insert(tagLatest)
      .values(
        siteIds.map((siteId) => ({
          siteId,
          tag: 'TEMP_SENSOR_1',
          group: 'temperature',
          value: fahrenheit,
          panelTime: now,
        })),
      )
      .onConflictDoUpdate({
        target: [tagLatest.siteId, tagLatest.tag],
        set: { value: fahrenheit },
      });
  const openAlerts = () =>
    app.db
      .select({ ruleKey: alerts.ruleKey, description: alerts.description })
      .from(alerts)
      .where(
        and(
          inArray(
            alerts.ruleKey,
            siteIds.map((siteId) => `high_temperature:${siteId}`),
          ),
          isNull(alerts.resolvedAt),
        ),
      );

  it('each hot panel gets one High temperature alert once its grace period passed, a hundred panels per transaction', async () => {
    await setTemperature(120);
    await app.alertService.evaluateSites(siteIds, now);
    expect(await openAlerts()).toEqual([]);

    const transactions = vi.spyOn(app.db, 'transaction');
    await app.alertService.evaluateSites(siteIds, new Date(now.getTime() + 11_000));
    expect(transactions.mock.calls.length).toBe(Math.ceil(count / 100));
    transactions.mockRestore();

    const raised = await openAlerts();
    expect(raised).toHaveLength(count);
    const [one] = raised.filter((a) => a.ruleKey === `high_temperature:${siteIds[7]!}`);
    expect(one!.description).toBe('Sensor 1 at 120 °F at Canyon home 7: above 90 °F.');

    // Still hot: nothing raised twice.
    await app.alertService.evaluateSites(siteIds, new Date(now.getTime() + 30_000));
    expect(await openAlerts()).toHaveLength(count);
  });

  it('when the front has passed, every alert is resolved and nothing is tracked any more', async () => {
    await setTemperature(70);
    await app.alertService.evaluateSites(siteIds, new Date(now.getTime() + 60_000));
    expect(await openAlerts()).toEqual([]);
    const tracked = await app.db
      .select({ key: alertConditions.ruleKey })
      .from(alertConditions)
      .where(like(alertConditions.ruleKey, `high_temperature:WD-6%`));
    expect(tracked).toEqual([]);
    const resolved = await app.db
      .select({ id: alerts.id })
      .from(alerts)
      .where(like(alerts.ruleKey, `high_temperature:WD-6%`));
    expect(resolved).toHaveLength(count);
  });
});
