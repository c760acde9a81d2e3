import { describe, expect, it } from 'vitest';
import { build } from '../helper';

describe('valve names, panel logs and billing', async () => {
  const { injectAs } = await build();

  it('Rename really renames, stored per site', async () => {
    const put = await injectAs('owner@demo.test', {
      method: 'PUT',
      url: '/api/valves/names?site_id=WD-1001',
      payload: { tag: 'VALVE_WATER_SUPPLY', name: 'Well line' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().names).toEqual({ VALVE_WATER_SUPPLY: 'Well line' });
    expect(
      (
        await injectAs('guest@demo.test', {
          method: 'GET',
          url: '/api/valves/names?site_id=WD-1001',
        })
      ).json().names,
    ).toEqual({
      VALVE_WATER_SUPPLY: 'Well line',
    });
    // Another site keeps its own names.
    expect(
      (
        await injectAs('owner@demo.test', {
          method: 'GET',
          url: '/api/valves/names?site_id=WD-1002',
        })
      ).json().names,
    ).toEqual({});
    // An empty name restores the default.
    const reset = await injectAs('owner@demo.test', {
      method: 'PUT',
      url: '/api/valves/names?site_id=WD-1001',
      payload: { tag: 'VALVE_WATER_SUPPLY', name: '' },
    });
    expect(reset.json().names).toEqual({});
  });

  it('a Guest cannot rename and a bad tag is a 400', async () => {
    const payload = { tag: 'VALVE_WATER_SUPPLY', name: 'Mine' };
    expect(
      (
        await injectAs('guest@demo.test', {
          method: 'PUT',
          url: '/api/valves/names?site_id=WD-1001',
          payload,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await injectAs('owner@demo.test', {
          method: 'PUT',
          url: '/api/valves/names?site_id=WD-1001',
          payload: { tag: 'PUMP_1_STATUS', name: 'x' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('Diagnostics reads the most recent panel log entries, newest first, at most 20', async () => {
    const res = await injectAs('owner@demo.test', {
      method: 'GET',
      url: '/api/panel-logs?site_id=WD-1001',
    });
    expect(res.statusCode).toBe(200);
    const { logs } = res.json();
    expect(logs.length).toBeGreaterThan(0);
    expect(logs.length).toBeLessThanOrEqual(20);
    expect(logs[0]).toEqual({
      timestamp: expect.any(String),
      level: 'INFO',
      message: expect.any(String),
    });
    expect(
      (
        await injectAs('single@demo.test', {
          method: 'GET',
          url: '/api/panel-logs?site_id=WD-1001',
        })
      ).statusCode,
    ).toBe(404);
  });

  it("Subscription: the spec's plans, Professional current", async () => {
    const res = await injectAs('owner@demo.test', {
      method: 'GET',
      url: '/api/accounts/1/subscription',
    });
    expect(res.statusCode).toBe(200);
    const { plans, next_billing } = res.json();
    expect(
      plans.map((p: { name: string; price: number; current: boolean }) => [
        p.name,
        p.price,
        p.current,
      ]),
    ).toEqual([
      ['Basic', 49, false],
      ['Professional', 99, true],
      ['Enterprise', 199, false],
    ]);
    expect(next_billing).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('Payment History: invoices and $545.00 paid in the last 6 months', async () => {
    const res = await injectAs('owner@demo.test', {
      method: 'GET',
      url: '/api/accounts/1/invoices',
    });
    expect(res.json().total_paid_last_6_months).toBe(545);
    expect(res.json().invoices.map((i: { status: string }) => i.status)).toEqual(
      expect.arrayContaining(['Paid', 'Pending']),
    );
  });

  it('billing is not visible to other accounts', async () => {
    expect(
      (await injectAs('single@demo.test', { method: 'GET', url: '/api/accounts/1/invoices' }))
        .statusCode,
    ).toBe(404);
  });
});
