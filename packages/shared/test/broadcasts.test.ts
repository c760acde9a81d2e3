import { describe, expect, it } from 'vitest';
import {
  alertCountBadgeColor,
  broadcastCreateSchema,
  broadcastSentText,
  broadcastStatusFromDeliveries,
  broadcastTimeWindow,
  canPreviewBroadcast,
  canSendBroadcast,
  compareNewestFirst,
  isWithinTimeWindow,
  matchesBroadcastFilters,
  recipientCount,
  startOfCalendarDay,
  summarizeDeliveries,
  type FilterableBroadcast,
} from '../src';

const LA = 'America/Los_Angeles';
const DAY = 24 * 60 * 60 * 1000;

describe('date filter (spec 5)', () => {
  // 2026-11-22 10:00 in Los Angeles (PST, UTC-8).
  const now = new Date('2026-11-22T18:00:00.000Z');

  it('Today means the same calendar day, from local midnight to the next', () => {
    const { from, until } = broadcastTimeWindow('today', now, LA);
    expect(from.toISOString()).toBe('2026-11-22T08:00:00.000Z');
    expect(until?.toISOString()).toBe('2026-11-23T08:00:00.000Z');
    expect(isWithinTimeWindow(new Date('2026-11-22T08:00:00.000Z'), 'today', now, LA)).toBe(true);
    expect(isWithinTimeWindow(new Date('2026-11-22T07:59:59.999Z'), 'today', now, LA)).toBe(false);
  });

  it('Today follows the viewer time zone: the same instant is another day in UTC', () => {
    const lateEvening = new Date('2026-11-23T06:30:00.000Z'); // 22:30 on the 22nd in LA
    expect(isWithinTimeWindow(lateEvening, 'today', now, LA)).toBe(true);
    expect(isWithinTimeWindow(lateEvening, 'today', now, 'UTC')).toBe(false);
  });

  it('Today starts at midnight on a daylight-saving change day', () => {
    // 2026-03-08: clocks go from 02:00 PST to 03:00 PDT.
    const start = startOfCalendarDay(new Date('2026-03-08T20:00:00.000Z'), LA);
    expect(start.toISOString()).toBe('2026-03-08T08:00:00.000Z');
    const { until } = broadcastTimeWindow('today', new Date('2026-03-08T20:00:00.000Z'), LA);
    expect(until?.toISOString()).toBe('2026-03-09T07:00:00.000Z');
  });

  it('Past Week means within 7 days, the boundary included', () => {
    expect(isWithinTimeWindow(new Date(now.getTime() - 7 * DAY), 'week', now, LA)).toBe(true);
    expect(isWithinTimeWindow(new Date(now.getTime() - 7 * DAY - 1), 'week', now, LA)).toBe(false);
  });

  it('Past Month means within 30 days, the boundary included', () => {
    expect(isWithinTimeWindow(new Date(now.getTime() - 30 * DAY), 'month', now, LA)).toBe(true);
    expect(isWithinTimeWindow(new Date(now.getTime() - 30 * DAY - 1), 'month', now, LA)).toBe(
      false,
    );
  });
});

describe('alert search and filters (spec 5)', () => {
  const now = new Date('2026-11-22T18:00:00.000Z');
  const alert: FilterableBroadcast = {
    message: 'Red Flag Warning for the Santa Monica Mountains',
    type: 'warning',
    status: 'sent',
    createdAt: new Date(now.getTime() - 2 * DAY),
    senderId: 5,
  };

  it('alert search is case-insensitive on the message only', () => {
    expect(matchesBroadcastFilters(alert, { search: 'red FLAG' }, now, LA)).toBe(true);
    expect(matchesBroadcastFilters(alert, { search: '  santa monica ' }, now, LA)).toBe(true);
    expect(matchesBroadcastFilters(alert, { search: 'evacuation' }, now, LA)).toBe(false);
  });

  it('search and filters combine with AND', () => {
    const all = { search: 'red flag', type: 'warning', status: 'sent', time: 'week', sender: 5 };
    expect(matchesBroadcastFilters(alert, all as never, now, LA)).toBe(true);
    for (const miss of [
      { type: 'urgent' },
      { status: 'failed' },
      { time: 'today' },
      { sender: 6 },
      { search: 'nothing like it' },
    ]) {
      expect(matchesBroadcastFilters(alert, { ...all, ...miss } as never, now, LA)).toBe(false);
    }
  });

  it('no filter lets every alert through', () => {
    expect(matchesBroadcastFilters(alert, {}, now, LA)).toBe(true);
  });

  it('alerts are sorted newest first', () => {
    const rows = [
      { id: 1, createdAt: new Date('2026-11-01T00:00:00Z') },
      { id: 3, createdAt: new Date('2026-11-20T00:00:00Z') },
      { id: 2, createdAt: new Date('2026-11-20T00:00:00Z') },
    ];
    expect([...rows].sort(compareNewestFirst).map((r) => r.id)).toEqual([3, 2, 1]);
  });
});

describe('recipient count (spec 5)', () => {
  const audience = { allUsers: 4, usersByProperty: { 10: 2, 11: 1 } };

  it('all users counts every customer', () => {
    expect(
      recipientCount({ recipients: 'all', selectedUsers: [], selectedProperty: null }, audience),
    ).toBe(4);
  });

  it('selected counts the selected users, each once', () => {
    expect(
      recipientCount(
        { recipients: 'selected', selectedUsers: [1, 2, 2], selectedProperty: 10 },
        audience,
      ),
    ).toBe(2);
    expect(
      recipientCount(
        { recipients: 'selected', selectedUsers: [], selectedProperty: null },
        audience,
      ),
    ).toBe(0);
  });

  it('the property choice counts the users having the chosen property', () => {
    expect(
      recipientCount(
        { recipients: 'property', selectedUsers: [1], selectedProperty: 10 },
        audience,
      ),
    ).toBe(2);
    expect(
      recipientCount({ recipients: 'property', selectedUsers: [], selectedProperty: 99 }, audience),
    ).toBe(0);
    expect(
      recipientCount(
        { recipients: 'property', selectedUsers: [], selectedProperty: null },
        audience,
      ),
    ).toBe(0);
  });
});

describe('new alert enabling rules (spec 5)', () => {
  it('Preview is enabled only when title and message are both non-empty', () => {
    expect(canPreviewBroadcast({ title: 'Evacuate', message: 'Leave now' })).toBe(true);
    expect(canPreviewBroadcast({ title: '', message: 'Leave now' })).toBe(false);
    expect(canPreviewBroadcast({ title: 'Evacuate', message: '   ' })).toBe(false);
  });

  it('Send needs title, message, recipients above 0 and no send in progress', () => {
    const form = { title: 'Evacuate', message: 'Leave now' };
    expect(canSendBroadcast(form, 3, false)).toBe(true);
    expect(canSendBroadcast(form, 0, false)).toBe(false);
    expect(canSendBroadcast(form, 3, true)).toBe(false);
    expect(canSendBroadcast({ ...form, title: ' ' }, 3, false)).toBe(false);
    expect(canSendBroadcast({ ...form, message: '' }, 3, false)).toBe(false);
  });

  it('the success text names the recipients, word for word', () => {
    expect(broadcastSentText(3)).toBe('Alert sent successfully to 3 users!');
  });
});

describe('alert count badge (spec 9)', () => {
  it('0 success, 1-2 warning, above 2 error', () => {
    expect(alertCountBadgeColor(0)).toBe('success');
    expect(alertCountBadgeColor(1)).toBe('warning');
    expect(alertCountBadgeColor(2)).toBe('warning');
    expect(alertCountBadgeColor(3)).toBe('error');
    expect(alertCountBadgeColor(40)).toBe('error');
  });
});

describe('broadcast status from its deliveries', () => {
  it('counts deliveries per status per channel', () => {
    const summary = summarizeDeliveries([
      { channel: 'email', status: 'sent' },
      { channel: 'email', status: 'failed' },
      { channel: 'sms', status: 'failed', count: 3 },
    ]);
    expect(summary.email).toEqual({ pending: 0, sent: 1, delivered: 0, failed: 1 });
    expect(summary.sms).toEqual({ pending: 0, sent: 0, delivered: 0, failed: 3 });
    expect(summary.push).toBeUndefined();
  });

  it('sending while any delivery is pending, failed when nobody was reached, else sent', () => {
    const counts = (c: Partial<Record<'pending' | 'sent' | 'delivered' | 'failed', number>>) => ({
      pending: 0,
      sent: 0,
      delivered: 0,
      failed: 0,
      ...c,
    });
    expect(broadcastStatusFromDeliveries({ email: counts({ pending: 1, sent: 2 }) })).toBe(
      'sending',
    );
    expect(
      broadcastStatusFromDeliveries({ in_app: counts({ failed: 2 }), sms: counts({ failed: 2 }) }),
    ).toBe('failed');
    expect(
      broadcastStatusFromDeliveries({
        in_app: counts({ delivered: 2 }),
        sms: counts({ failed: 2 }),
      }),
    ).toBe('sent');
  });
});

describe('new alert body', () => {
  it('defaults: email on, SMS off, push on', () => {
    const body = broadcastCreateSchema.parse({
      type: 'info',
      title: 'Hi',
      message: 'There',
      recipients: 'all',
    });
    expect(body).toMatchObject({ send_email: true, send_sms: false, send_push: true });
  });

  it('the selected and property choices need their users or property', () => {
    const base = { type: 'info', title: 'Hi', message: 'There' };
    expect(broadcastCreateSchema.safeParse({ ...base, recipients: 'selected' }).success).toBe(
      false,
    );
    expect(broadcastCreateSchema.safeParse({ ...base, recipients: 'property' }).success).toBe(
      false,
    );
    expect(
      broadcastCreateSchema.safeParse({ ...base, recipients: 'property', selected_property: 1 })
        .success,
    ).toBe(true);
  });
});
