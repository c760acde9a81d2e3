import { describe, expect, it } from 'vitest';
import { build } from '../helper';

describe('alerts (All Messages)', async () => {
  const { injectAs } = await build();
  const get = (email: string, query = '') =>
    injectAs(email, { method: 'GET', url: `/api/alerts${query}` });
  const post = (email: string, url: string) => injectAs(email, { method: 'POST', url });

  it('lists my alerts newest first with the count line figures', async () => {
    const res = await get('owner@demo.test');
    expect(res.statusCode).toBe(200);
    const { alerts, counts } = res.json();
    const times = alerts.map((a: { timestamp: string }) => Date.parse(a.timestamp));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(counts).toEqual({ total: 4, unread: 2, urgent: 1, unread_urgent: 1 });
    expect(alerts[0]).toMatchObject({
      type: 'urgent',
      title: 'Red Flag Warning in effect',
      property_name: 'Malibu Canyon Residence',
      read: false,
    });
  });

  it('the guest receives the alerts of the property they were invited to only', async () => {
    const { alerts } = (await get('guest@demo.test')).json();
    expect(
      alerts.every((a: { property_name: string }) => a.property_name === 'Malibu Canyon Residence'),
    ).toBe(true);
  });

  it('No messages: a person without alerts gets an empty list', async () => {
    expect((await get('empty@demo.test')).json()).toEqual({
      alerts: [],
      counts: { total: 0, unread: 0, urgent: 0, unread_urgent: 0 },
    });
  });

  it('the bell badge counts unread urgent alerts', async () => {
    expect(
      (await injectAs('guest@demo.test', { method: 'GET', url: '/api/alerts/summary' })).json()
        .unread_urgent,
    ).toBe(1);
  });

  it('Mark as Read persists and lowers the badge', async () => {
    const { alerts } = (await get('guest@demo.test')).json();
    const urgent = alerts.find((a: { type: string }) => a.type === 'urgent');
    const res = await post('guest@demo.test', `/api/alerts/${urgent.id}/read`);
    expect(res.statusCode).toBe(200);
    expect(res.json().unread_urgent).toBe(0);
    // The owner's copy of the same alert is untouched.
    expect((await get('owner@demo.test')).json().counts.unread_urgent).toBe(1);
    const again = (await get('guest@demo.test'))
      .json()
      .alerts.find((a: { id: number }) => a.id === urgent.id);
    expect(again.read).toBe(true);
  });

  it('Acknowledge marks it acknowledged and read', async () => {
    const { alerts } = (await get('single@demo.test')).json();
    await post('single@demo.test', `/api/alerts/${alerts[0].id}/acknowledge`);
    const after = (await get('single@demo.test')).json().alerts[0];
    expect(after).toMatchObject({ acknowledged: true, read: true });
  });

  it('Archive hides an alert from All Messages and keeps it in the archive', async () => {
    const before = (await get('owner@demo.test')).json();
    const target = before.alerts[before.alerts.length - 1];
    await post('owner@demo.test', `/api/alerts/${target.id}/archive`);
    const after = (await get('owner@demo.test')).json();
    expect(after.alerts.map((a: { id: number }) => a.id)).not.toContain(target.id);
    expect(after.counts.total).toBe(before.counts.total - 1);
    const archived = (await get('owner@demo.test', '?archived=true')).json().alerts;
    expect(archived.map((a: { id: number }) => a.id)).toContain(target.id);
  });

  it('Mark All Read and Clear All persist', async () => {
    expect((await post('owner@demo.test', '/api/alerts/read-all')).json().unread).toBe(0);
    expect(
      (await get('owner@demo.test')).json().alerts.every((a: { read: boolean }) => a.read),
    ).toBe(true);
    const urgentBefore = (await get('owner@demo.test'))
      .json()
      .alerts.filter(
        (a: { type: string; acknowledged: boolean }) => a.type === 'urgent' && !a.acknowledged,
      );
    expect(urgentBefore.length).toBeGreaterThan(0);
    const cleared = await post('owner@demo.test', '/api/alerts/clear-all');
    // Clear All never archives an unacknowledged urgent alert: they are left, and counted.
    expect(cleared.json()).toMatchObject({
      total: urgentBefore.length,
      left_unacknowledged_urgent: urgentBefore.length,
    });
    const left = (await get('owner@demo.test')).json().alerts;
    expect(left.map((a: { id: number }) => a.id).sort()).toEqual(
      urgentBefore.map((a: { id: number }) => a.id).sort(),
    );
    // Asked to acknowledge them, it does (recorded per person) and archives everything.
    const all = await injectAs('owner@demo.test', {
      method: 'POST',
      url: '/api/alerts/clear-all',
      payload: { acknowledge_urgent: true },
    });
    expect(all.json()).toMatchObject({ total: 0, left_unacknowledged_urgent: 0 });
    const archived = (
      await injectAs('owner@demo.test', { method: 'GET', url: '/api/alerts?archived=true' })
    ).json().alerts;
    for (const urgent of urgentBefore) {
      expect(archived.find((a: { id: number }) => a.id === urgent.id)).toMatchObject({
        acknowledged: true,
        archived: true,
      });
    }
    expect((await get('owner@demo.test')).json().alerts).toEqual([]);
  });

  it("someone else's alert answers 404 and does not change", async () => {
    const { alerts } = (await get('single@demo.test')).json();
    const res = await post('empty@demo.test', `/api/alerts/${alerts[0].id}/archive`);
    expect(res.statusCode).toBe(404);
    expect((await get('single@demo.test')).json().alerts).toHaveLength(alerts.length);
  });

  it('a malformed id is a 400', async () => {
    expect((await post('owner@demo.test', '/api/alerts/abc/read')).statusCode).toBe(400);
  });
});
