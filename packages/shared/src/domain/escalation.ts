import { z } from 'zod';

/**
 * Escalation until acknowledged (docs/alerts-escalation.md): an alarm nobody acknowledges is
 * told to more people, on more channels, as time passes, and reminded to those already told.
 * This module holds the pure rules: a property's policy, the staff routing table by priority,
 * and the plan of steps an alarm follows. The server stores the plan's progress and runs it.
 */

export const ESCALATION_CHANNELS = ['portal', 'email', 'sms', 'push', 'slack', 'call'] as const;
export type EscalationChannel = (typeof ESCALATION_CHANNELS)[number];

export const CHANNEL_LABELS: Record<EscalationChannel, string> = {
  portal: 'Portal',
  email: 'Email',
  sms: 'SMS',
  push: 'Push',
  slack: 'Slack',
  call: 'Call',
};

/** Who a step tells. */
export const ESCALATION_AUDIENCES = [
  'members',
  'emergency_contacts',
  'on_call',
  'assigned_staff',
  'manager',
  'executive',
] as const;
export type EscalationAudience = (typeof ESCALATION_AUDIENCES)[number];

export const AUDIENCE_LABELS: Record<EscalationAudience, string> = {
  members: 'Owner and members',
  emergency_contacts: 'Emergency Contacts',
  on_call: 'On-call staff',
  assigned_staff: 'Panel’s staff member',
  manager: 'Alert managers',
  executive: 'Executives',
};

/** A property's escalation policy; minutes counted from the alarm being raised. */
export interface EscalationPolicy {
  emergencyContactsAfterMinutes: number;
  onCallAfterMinutes: number;
  /** How often those told and not yet acknowledged are reminded; 0: never. */
  reminderEveryMinutes: number;
}

/** The policy of a property that has not set its own (issue 34). */
export const DEFAULT_ESCALATION_POLICY: EscalationPolicy = {
  emergencyContactsAfterMinutes: 5,
  onCallAfterMinutes: 15,
  reminderEveryMinutes: 5,
};

/** Reminders sent per alarm at most: a night of texts helps nobody once people are away. */
export const MAX_REMINDERS = 12;

const minutes = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number of minutes.` })
    .int(`${label} must be whole minutes.`)
    .min(min, `${label} must be at least ${String(min)} minutes.`)
    .max(max, `${label} must be at most ${String(max)} minutes.`);

/** The body of PUT /api/properties/{propertyId}/escalation-policy. */
export const escalationPolicySchema = z
  .object({
    emergency_contacts_after_minutes: minutes('Emergency Contacts after', 1, 120),
    on_call_after_minutes: minutes('On-call staff after', 1, 240),
    reminder_every_minutes: minutes('Reminders every', 0, 60),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.on_call_after_minutes < value.emergency_contacts_after_minutes) {
      ctx.addIssue({
        code: 'custom',
        path: ['on_call_after_minutes'],
        message: 'On-call staff are told after the Emergency Contacts, not before.',
      });
    }
  });
export type EscalationPolicyInput = z.infer<typeof escalationPolicySchema>;

/** A shift is a stretch of hours: at most two weeks. */
const MAX_SHIFT_MS = 14 * 24 * 3_600_000;
/** The body of POST /api/admin/on-call/shifts: who is on call, from when, until after that. */
export const onCallShiftSchema = z
  .object({
    user_id: z.number({ error: 'Choose a staff member.' }).int().positive(),
    starts_at: z.iso.datetime({ offset: true, error: 'Start must be a date and time.' }),
    ends_at: z.iso.datetime({ offset: true, error: 'End must be a date and time.' }),
  })
  .strict()
  .superRefine((value, ctx) => {
    const start = Date.parse(value.starts_at);
    const end = Date.parse(value.ends_at);
    if (end <= start)
      ctx.addIssue({ code: 'custom', path: ['ends_at'], message: 'End must be after the start.' });
    else if (end - start > MAX_SHIFT_MS)
      ctx.addIssue({
        code: 'custom',
        path: ['ends_at'],
        message: 'A shift lasts at most 14 days.',
      });
  });
export type OnCallShiftInput = z.infer<typeof onCallShiftSchema>;

/**
 * Staff alert routing by priority (admin-back-office.md, section 4): the channels staff are
 * told on at once, and who it escalates to, after how long, when nobody acknowledges.
 */
export const ALERT_PRIORITIES = ['low', 'medium', 'high', 'critical'] as const;
export type AlertPriority = (typeof ALERT_PRIORITIES)[number];

export interface PriorityRoute {
  label: string;
  channels: EscalationChannel[];
  response: string;
  escalateTo: 'manager' | 'executive' | null;
  escalateAfterMinutes: number | null;
}

export const PRIORITY_ROUTES: Record<AlertPriority, PriorityRoute> = {
  low: {
    label: 'Low',
    channels: ['email'],
    response: '24-48 hours',
    escalateTo: null,
    escalateAfterMinutes: null,
  },
  medium: {
    label: 'Medium',
    channels: ['email', 'slack'],
    response: '4-8 hours',
    escalateTo: 'manager',
    escalateAfterMinutes: 12 * 60,
  },
  high: {
    label: 'High',
    channels: ['email', 'sms', 'slack'],
    response: '1-2 hours',
    escalateTo: 'manager',
    escalateAfterMinutes: 4 * 60,
  },
  critical: {
    label: 'Critical',
    channels: ['email', 'sms', 'push', 'slack', 'call'],
    response: 'immediate',
    escalateTo: 'executive',
    escalateAfterMinutes: 60,
  },
};

/**
 * Conditions that leave a home undefended while a fire may be near: an urgent one is Critical
 * for staff. A refused start, and heat at the house, are exactly when nobody may wait.
 */
const CRITICAL_CONDITIONS: readonly string[] = ['high_temperature', 'command_refused'];

/** An alarm's priority for staff, from its severity and condition. */
export function alarmPriority(alarm: { type: string; condition: string | null }): AlertPriority {
  if (alarm.type === 'urgent')
    return alarm.condition !== null && CRITICAL_CONDITIONS.includes(alarm.condition)
      ? 'critical'
      : 'high';
  if (alarm.type === 'warning') return 'medium';
  return 'low';
}

/** One step of an alarm's escalation: whom to tell, how, and when (minutes after raising). */
export interface EscalationStep {
  audience: EscalationAudience;
  channels: EscalationChannel[];
  afterMinutes: number;
}

/**
 * The steps an alarm follows, in the order they fall due. Urgent alarms go to the owner and
 * members at once (the alarm's own delivery), to Emergency Contacts and then on-call staff
 * unless acknowledged; every alarm also reaches its panel's staff member on the priority's
 * channels and escalates to a manager or executive as the routing table says.
 */
export function escalationPlan(
  policy: EscalationPolicy,
  priority: AlertPriority,
  urgent: boolean,
): EscalationStep[] {
  const route = PRIORITY_ROUTES[priority];
  const steps: EscalationStep[] = [];
  if (urgent) {
    steps.push(
      { audience: 'members', channels: ['portal'], afterMinutes: 0 },
      {
        audience: 'emergency_contacts',
        channels: ['sms', 'push', 'email'],
        afterMinutes: policy.emergencyContactsAfterMinutes,
      },
      {
        audience: 'on_call',
        channels: staffChannels(route, ['email', 'sms', 'push']),
        afterMinutes: policy.onCallAfterMinutes,
      },
    );
  }
  // The staff member looking after the panel is pushed its urgent alarms, as the family is.
  steps.push({
    audience: 'assigned_staff',
    channels: urgent ? staffChannels(route, ['push']) : route.channels,
    afterMinutes: 0,
  });
  if (route.escalateTo && route.escalateAfterMinutes !== null)
    steps.push({
      audience: route.escalateTo,
      channels: staffChannels(route, ['email', 'sms']),
      afterMinutes: route.escalateAfterMinutes,
    });
  // Stable: at equal times, the order above (people before staff).
  return steps
    .map((step, i) => ({ step, i }))
    .sort((a, b) => a.step.afterMinutes - b.step.afterMinutes || a.i - b.i)
    .map(({ step }) => step);
}

/** The priority's channels together with `base`, in the routing table's order. */
function staffChannels(route: PriorityRoute, base: EscalationChannel[]): EscalationChannel[] {
  const all = new Set<EscalationChannel>([...base, ...route.channels]);
  return ESCALATION_CHANNELS.filter((c) => all.has(c));
}

/**
 * When the chain next needs attention: the next step's time, or the next reminder's when that
 * comes first (reminders start once somebody has been told and the interval has passed since
 * the last step or reminder). Null when nothing is left to do.
 */
export function nextEscalationDue(
  plan: EscalationStep[],
  state: { startedAt: Date; nextStep: number; lastToldAt: Date | null; reminders: number },
  policy: Pick<EscalationPolicy, 'reminderEveryMinutes'>,
): { at: Date; kind: 'step' | 'reminder' } | null {
  const step = plan[state.nextStep];
  const stepAt = step ? new Date(state.startedAt.getTime() + step.afterMinutes * 60_000) : null;
  const reminderAt =
    policy.reminderEveryMinutes > 0 && state.lastToldAt !== null && state.reminders < MAX_REMINDERS
      ? new Date(state.lastToldAt.getTime() + policy.reminderEveryMinutes * 60_000)
      : null;
  if (stepAt && (!reminderAt || stepAt <= reminderAt)) return { at: stepAt, kind: 'step' };
  if (reminderAt) return { at: reminderAt, kind: 'reminder' };
  return null;
}

/** Median and 95th percentile (nearest rank) of a list of durations; null when empty. */
export function deliveryPercentiles(durationsMs: number[]) {
  if (durationsMs.length === 0) return null;
  const sorted = [...durationsMs].sort((a, b) => a - b);
  const rank = (p: number) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]!;
  return { medianMs: rank(0.5), p95Ms: rank(0.95), count: sorted.length };
}

/** The messaging targets (admin-back-office.md): time from alarm to provider acceptance. */
export const DELIVERY_TARGETS_MS: Partial<Record<EscalationChannel, number>> = {
  email: 30_000,
  sms: 10_000,
};
