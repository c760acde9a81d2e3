import { describe, expect, it } from 'vitest';
import {
  alarmPriority,
  DEFAULT_ESCALATION_POLICY,
  deliveryPercentiles,
  escalationPlan,
  escalationPolicySchema,
  MAX_REMINDERS,
  nextEscalationDue,
} from '../src';

const start = new Date('2026-08-01T12:00:00Z');
const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

describe('escalation plan (docs/alerts-escalation.md)', () => {
  it('the default policy: Emergency Contacts after 5 minutes, on-call staff after 15, reminders every 5', () => {
    expect(DEFAULT_ESCALATION_POLICY).toEqual({
      emergencyContactsAfterMinutes: 5,
      onCallAfterMinutes: 15,
      reminderEveryMinutes: 5,
    });
  });

  it('an urgent alarm: owner and members at once, then Emergency Contacts by SMS, push and email, then on call', () => {
    const plan = escalationPlan(DEFAULT_ESCALATION_POLICY, 'high', true);
    expect(plan.map((s) => [s.audience, s.afterMinutes])).toEqual([
      ['members', 0],
      ['assigned_staff', 0],
      ['emergency_contacts', 5],
      ['on_call', 15],
      ['manager', 240],
    ]);
    expect(plan.find((s) => s.audience === 'emergency_contacts')!.channels).toEqual([
      'sms',
      'push',
      'email',
    ]);
  });

  it('routing by priority: Low email only and no escalation', () => {
    expect(escalationPlan(DEFAULT_ESCALATION_POLICY, 'low', false)).toEqual([
      { audience: 'assigned_staff', channels: ['email'], afterMinutes: 0 },
    ]);
  });

  it('routing by priority: Medium Email + Slack, a manager after 12 hours', () => {
    expect(escalationPlan(DEFAULT_ESCALATION_POLICY, 'medium', false)).toEqual([
      { audience: 'assigned_staff', channels: ['email', 'slack'], afterMinutes: 0 },
      { audience: 'manager', channels: ['email', 'sms', 'slack'], afterMinutes: 720 },
    ]);
  });

  it('routing by priority: High Email + SMS + Slack, a manager after 4 hours', () => {
    const plan = escalationPlan(DEFAULT_ESCALATION_POLICY, 'high', false);
    expect(plan[0]).toEqual({
      audience: 'assigned_staff',
      channels: ['email', 'sms', 'slack'],
      afterMinutes: 0,
    });
    expect(plan[1]).toMatchObject({ audience: 'manager', afterMinutes: 240 });
  });

  it('an urgent alarm is pushed to the panel’s staff member as well as sent on the priority’s channels', () => {
    const plan = escalationPlan(DEFAULT_ESCALATION_POLICY, 'high', true);
    expect(plan.find((s) => s.audience === 'assigned_staff')!.channels).toEqual([
      'email',
      'sms',
      'push',
      'slack',
    ]);
  });

  it('routing by priority: Critical all channels plus a call, an executive after 1 hour', () => {
    const plan = escalationPlan(DEFAULT_ESCALATION_POLICY, 'critical', false);
    expect(plan[0]!.channels).toEqual(['email', 'sms', 'push', 'slack', 'call']);
    expect(plan[1]).toMatchObject({ audience: 'executive', afterMinutes: 60 });
  });

  it('an alarm’s priority: urgent heat or a refused start is Critical, other urgent High, a warning Medium', () => {
    expect(alarmPriority({ type: 'urgent', condition: 'high_temperature' })).toBe('critical');
    expect(alarmPriority({ type: 'urgent', condition: 'command_refused' })).toBe('critical');
    expect(alarmPriority({ type: 'urgent', condition: 'panel_offline' })).toBe('high');
    expect(alarmPriority({ type: 'warning', condition: 'low_water' })).toBe('medium');
    expect(alarmPriority({ type: 'info', condition: null })).toBe('low');
  });

  it('the next step comes before a reminder due at the same time; reminders fill the gaps', () => {
    const plan = escalationPlan(DEFAULT_ESCALATION_POLICY, 'high', true);
    const policy = { reminderEveryMinutes: 5 };
    expect(
      nextEscalationDue(
        plan,
        { startedAt: start, nextStep: 2, lastToldAt: start, reminders: 0 },
        policy,
      ),
    ).toEqual({ at: at(5), kind: 'step' });
    expect(
      nextEscalationDue(
        plan,
        { startedAt: start, nextStep: 3, lastToldAt: at(5), reminders: 0 },
        policy,
      ),
    ).toEqual({ at: at(10), kind: 'reminder' });
  });

  it('reminders stop after the last one, and never without anybody told or with the interval at 0', () => {
    const plan = escalationPlan(DEFAULT_ESCALATION_POLICY, 'low', false);
    const done = { startedAt: start, nextStep: plan.length, lastToldAt: start };
    expect(
      nextEscalationDue(plan, { ...done, reminders: MAX_REMINDERS }, { reminderEveryMinutes: 5 }),
    ).toBeNull();
    expect(
      nextEscalationDue(plan, { ...done, reminders: 0 }, { reminderEveryMinutes: 0 }),
    ).toBeNull();
    expect(
      nextEscalationDue(
        plan,
        { ...done, lastToldAt: null, reminders: 0 },
        { reminderEveryMinutes: 5 },
      ),
    ).toBeNull();
  });

  it('the policy is validated: whole minutes in range, on call not before the Emergency Contacts', () => {
    expect(
      escalationPolicySchema.safeParse({
        emergency_contacts_after_minutes: 5,
        on_call_after_minutes: 15,
        reminder_every_minutes: 0,
      }).success,
    ).toBe(true);
    expect(
      escalationPolicySchema.safeParse({
        emergency_contacts_after_minutes: 20,
        on_call_after_minutes: 15,
        reminder_every_minutes: 5,
      }).success,
    ).toBe(false);
  });

  it('delivery figures: median and 95th percentile by nearest rank', () => {
    expect(deliveryPercentiles([])).toBeNull();
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(deliveryPercentiles(values)).toEqual({ medianMs: 50, p95Ms: 95, count: 100 });
    expect(deliveryPercentiles([3000])).toEqual({ medianMs: 3000, p95Ms: 3000, count: 1 });
  });
});
