import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { alerts, panelCredentials, sites } from '#src/db/schema/index';
import { build, eventually } from '../helper';

describe('the demo panels, simulated, end to end', async () => {
  const { app, injectAs } = await build({ SIMULATE_PANELS: '1' });
  const tags = async (siteId: string) => {
    await app.ingest.flush();
    const res = await injectAs('owner@demo.test', {
      method: 'GET',
      url: `/api/tags/control-center?site_id=${siteId}`,
    });
    return Object.fromEntries(
      res.json()._embedded.tags.map((t: { tag: string; value: unknown }) => [t.tag, t.value]),
    );
  };

  it('every demo panel but the never-reported one comes online', async () => {
    await eventually(async () => {
      await app.ingest.flush();
      const rows = await app.db.select().from(sites);
      return rows.filter((s) => s.online).length === 4;
    }, 15_000);
    const [silent] = await app.db.select().from(sites).where(eq(sites.siteId, 'WD-1004'));
    expect(silent!.online).toBe(false);
    expect(await tags('WD-1004')).toEqual({});
  });

  it('the simulated panels sign in with credentials of their own, and take rotated ones in-process', async () => {
    const [row] = await app.db
      .select()
      .from(panelCredentials)
      .where(eq(panelCredentials.siteId, 'WD-1002'));
    expect(row!.secretHash).toMatch(/^sha256\$/);
    const panel = app.simulator!.panels.get('WD-1002')!;
    await eventually(() => panel.connected);
    const connectsBefore = panel.stats.connects;
    const rotated = await injectAs('admin@demo.test', {
      method: 'POST',
      url: '/api/admin/panels/WD-1002/credentials',
    });
    expect(rotated.statusCode).toBe(201);
    // Dropped by the broker, then back with the new secret.
    await eventually(() => panel.connected && panel.stats.connects > connectsBefore, 10_000);
    expect(app.broker.refused.connects).toBe(0);
  });

  it("an owner's Activate reaches the panel: acknowledged, then running by the panel's tags", async () => {
    const started = Date.now();
    const res = await injectAs('owner@demo.test', {
      method: 'POST',
      url: '/api/scada/write?site_id=WD-1001',
      payload: { tag: 'HMI_SYSTEM_CMD', value: 1 },
    });
    expect(res.statusCode).toBe(202);
    const { command_id } = res.json();
    await eventually(async () => {
      const c = await injectAs('owner@demo.test', {
        method: 'GET',
        url: `/api/scada/commands/${command_id}`,
      });
      return c.json().status === 'acknowledged';
    });
    const acknowledgedAfter = Date.now() - started;
    expect(acknowledgedAfter).toBeLessThan(2_000);
    await eventually(async () => (await tags('WD-1001')).SYSTEM_STATUS === 1);
    const now = await tags('WD-1001');
    expect(now).toMatchObject({
      STATUS_STRUCTURE_DEFENSE: 1,
      STATUS_PERIMETER_DEFENSE: 1,
      SystemRunning: true,
    });
    await eventually(async () => {
      await app.ingest.flush();
      const rows = await app.db
        .select()
        .from(alerts)
        .where(eq(alerts.title, 'Wildfire defense system started'));
      return rows[0]?.description === 'Wildfire defense system started by Olivia Rivera.';
    });
  });

  it('a Guest cannot', async () => {
    const res = await injectAs('guest@demo.test', {
      method: 'POST',
      url: '/api/scada/write?site_id=WD-1001',
      payload: { tag: 'HMI_SYSTEM_CMD', value: 0 },
    });
    expect(res.statusCode).toBe(403);
  });

  it('the simulated fault raises the low pressure alert while the pumps run', async () => {
    const res = await injectAs('admin@demo.test', {
      method: 'POST',
      url: '/api/admin/simulator/WD-1001',
      payload: { action: 'low_water' },
    });
    expect(res.statusCode).toBe(204);
    await eventually(async () => ((await tags('WD-1001')).PUMP_1_PRESSURE as number) < 50, 15_000);
    // The rule waits out its grace period; jump past it instead of sleeping. On a busy machine
    // the low reading may not be stored yet when the first evaluation runs: evaluate again.
    const raised = await eventually(async () => {
      await app.ingest.flush();
      await app.alertService.evaluateSites(['WD-1001'], new Date(Date.now() + 25_000));
      await app.alertService.evaluateSites(['WD-1001'], new Date(Date.now() + 30_000));
      const [row] = await app.db
        .select()
        .from(alerts)
        .where(eq(alerts.ruleKey, 'low_pressure:WD-1001'));
      return row;
    }, 15_000);
    expect(raised).toMatchObject({ type: 'urgent', title: 'Low water pressure' });
  });

  it('only staff may inject faults', async () => {
    expect(
      (
        await injectAs('owner@demo.test', {
          method: 'POST',
          url: '/api/admin/simulator/WD-1001',
          payload: { action: 'clear' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await injectAs('admin@demo.test', {
          method: 'POST',
          url: '/api/admin/simulator/WD-1004',
          payload: { action: 'clear' },
        })
      ).statusCode,
    ).toBe(404);
  });
});
