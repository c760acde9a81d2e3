import { describe, expect, it } from 'vitest';
import { describeActivity, monthLabel, monthOverMonth, monthStart } from '../src/domain/statistics';

describe('statistics (admin-back-office.md 2.17)', () => {
  it('each card compares this month with last month, as a signed percentage', () => {
    expect(monthOverMonth(110, 100)).toEqual({ change: '+10%', trend: 'up' });
    expect(monthOverMonth(75, 100)).toEqual({ change: '-25%', trend: 'down' });
    expect(monthOverMonth(2, 3)).toEqual({ change: '-33.3%', trend: 'down' });
  });

  it('no change is flat, and a first month is New', () => {
    expect(monthOverMonth(4, 4)).toEqual({ change: '0%', trend: 'flat' });
    expect(monthOverMonth(0, 0)).toEqual({ change: '0%', trend: 'flat' });
    expect(monthOverMonth(3, 0)).toEqual({ change: 'New', trend: 'up' });
  });

  it('months are calendar months in UTC, across a year end', () => {
    const now = new Date('2026-01-15T10:00:00Z');
    expect(monthStart(now).toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(monthStart(now, -1).toISOString()).toBe('2025-12-01T00:00:00.000Z');
    expect(monthStart(now, 1).toISOString()).toBe('2026-02-01T00:00:00.000Z');
    expect(monthLabel(monthStart(now, -1))).toBe('Dec');
  });

  it('recent activity is marked success for creations and sends, info otherwise', () => {
    expect(describeActivity('property.create')).toEqual({
      text: 'Property added',
      kind: 'success',
    });
    expect(describeActivity('broadcast.send').kind).toBe('success');
    expect(describeActivity('property_user.remove').kind).toBe('info');
    expect(describeActivity('valve.rename')).toEqual({ text: 'Valve renamed', kind: 'info' });
    expect(describeActivity('simulator.inject')).toEqual({
      text: 'Simulator inject',
      kind: 'info',
    });
  });
});
