import { describe, expect, it } from 'vitest';
import {
  ALERT_ROUTING,
  DEPOSIT_COLLECTION_STEPS,
  DEPOSIT_POLICY,
  DEPOSIT_WAIVER_TIERS,
  ESCALATION_LEVELS,
  INSTALLATION_STEPS,
  MAINTENANCE_TIERS,
  MESSAGING_PERFORMANCE_TARGETS,
} from '../src';

describe('Guide facts (admin-back-office.md 4, 6.5 and 9)', () => {
  it('the standard deposit is 30 percent, due in 5 business days, checks held 10 days', () => {
    expect(DEPOSIT_POLICY).toMatchObject({
      percentOfEstimate: 30,
      dueBusinessDaysAfterSigning: 5,
      checkHoldDays: 10,
    });
    expect(DEPOSIT_COLLECTION_STEPS.map((s) => s.day)).toEqual([1, 3, 5, 7, 10]);
  });

  it('waiver tiers run $5,000 / $15,000 / $30,000 / no limit, each starting where the last ends', () => {
    expect(DEPOSIT_WAIVER_TIERS.map((t) => [t.approver, t.above, t.upTo])).toEqual([
      ['Account Manager', 0, 5_000],
      ['Regional Manager', 5_000, 15_000],
      ['VP of Sales', 15_000, 30_000],
      ['CEO', 30_000, null],
    ]);
  });

  it('installation steps add up to the documented durations', () => {
    expect(INSTALLATION_STEPS.map((s) => [s.step, s.minDays, s.maxDays])).toEqual([
      ['Consultation', 2, 3],
      ['Permitting', 5, 10],
      ['Pre-installation', 3, 5],
      ['Installation', 10, 20],
      ['Testing', 2, 3],
      ['Final inspection', 1, 2],
    ]);
  });

  it('maintenance tiers, escalation times, routing by priority and performance targets', () => {
    expect(MAINTENANCE_TIERS.map((t) => t.pricePerYear)).toEqual([3_500, 7_500, 12_000]);
    expect(ESCALATION_LEVELS.map((l) => l.response)).toEqual([
      '2 hours',
      '4 hours',
      '1 hour',
      'Immediate',
    ]);
    expect(ALERT_ROUTING.map((r) => r.label)).toEqual(['Low', 'Medium', 'High', 'Critical']);
    expect(ALERT_ROUTING[3]).toMatchObject({
      channels: 'All channels plus call',
      escalation: 'To executive after 1h',
    });
    expect(MESSAGING_PERFORMANCE_TARGETS.map((t) => t.value)).toEqual([
      'under 500 ms',
      '99.9 percent',
      'under 30 s',
      'under 10 s',
    ]);
  });
});
