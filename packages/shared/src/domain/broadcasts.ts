/**
 * Alert broadcasting (admin-back-office.md 2.4, 3 Alert and New-alert form, 4, 5, 9): the
 * constants and the pure rules the server and the back-office screen share.
 */

export const BROADCAST_TYPES = ['urgent', 'warning', 'info', 'routine'] as const;
export type BroadcastType = (typeof BROADCAST_TYPES)[number];

export const BROADCAST_STATUSES = ['sent', 'sending', 'failed'] as const;
export type BroadcastStatus = (typeof BROADCAST_STATUSES)[number];

export const BROADCAST_RECIPIENT_MODES = ['all', 'selected', 'property'] as const;
export type BroadcastRecipientMode = (typeof BROADCAST_RECIPIENT_MODES)[number];

/** In-app (Inbox and Alerts) always; email, SMS and push as chosen on the form. */
export const DELIVERY_CHANNELS = ['in_app', 'email', 'sms', 'push'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];
export const OUTSIDE_CHANNELS = ['email', 'sms', 'push'] as const;
export type OutsideChannel = (typeof OUTSIDE_CHANNELS)[number];

/** A broadcast's email subject: urgent ones say so first. */
export const broadcastMailSubject = (type: BroadcastType, title: string) =>
  type === 'urgent' ? `Urgent: ${title}` : title;

/** A broadcast as a text message. */
export const broadcastText = (title: string, message: string) => `${title}: ${message}`;

export const DELIVERY_CHANNEL_LABELS: Record<DeliveryChannel, string> = {
  in_app: 'In-app',
  email: 'Email',
  sms: 'SMS',
  push: 'Push',
};

/** Message delivery status per channel (spec 4). */
export const DELIVERY_STATUSES = ['pending', 'sent', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const BROADCAST_TIME_FILTERS = ['today', 'week', 'month'] as const;
export type BroadcastTimeFilter = (typeof BROADCAST_TIME_FILTERS)[number];
export const BROADCAST_TIME_FILTER_LABELS: Record<BroadcastTimeFilter, string> = {
  today: 'Today',
  week: 'Past Week',
  month: 'Past Month',
};

/** Page size of the alerts list (spec 9). */
export const BROADCAST_PAGE_SIZE = 100;

/** Texts of spec 4, word for word. */
export const BROADCAST_SENDING_TEXT = 'Sending...';
export const broadcastSentText = (recipients: number) =>
  `Alert sent successfully to ${String(recipients)} users!`;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The wall-clock offset (ms) of a time zone at an instant: local minus UTC. */
function zoneOffsetMs(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return wall - (at.getTime() - at.getMilliseconds());
}

/** True when the name is a time zone this runtime knows (`America/Los_Angeles`, `UTC`). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** Midnight that starts the calendar day of `now` in the time zone. */
export function startOfCalendarDay(now: Date, timeZone: string): Date {
  const local = new Date(now.getTime() + zoneOffsetMs(now, timeZone));
  const midnightWall = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  // The offset at midnight may differ from now's (a daylight-saving change that day).
  let start = midnightWall - zoneOffsetMs(new Date(midnightWall), timeZone);
  start = midnightWall - zoneOffsetMs(new Date(start), timeZone);
  return new Date(start);
}

/**
 * Date filter (spec 5): Today means the same calendar day (in the viewer's time zone); Past
 * Week within 7 days; Past Month within 30 days. `from` is inclusive, `until` exclusive.
 */
export function broadcastTimeWindow(
  filter: BroadcastTimeFilter,
  now: Date,
  timeZone: string,
): { from: Date; until: Date | null } {
  if (filter === 'today') {
    const from = startOfCalendarDay(now, timeZone);
    // The next midnight: a day later, corrected for a daylight-saving change.
    const until = startOfCalendarDay(
      new Date(from.getTime() + DAY_MS + 3 * 60 * 60 * 1000),
      timeZone,
    );
    return { from, until };
  }
  const days = filter === 'week' ? 7 : 30;
  return { from: new Date(now.getTime() - days * DAY_MS), until: null };
}

export function isWithinTimeWindow(
  at: Date,
  filter: BroadcastTimeFilter,
  now: Date,
  timeZone: string,
): boolean {
  const { from, until } = broadcastTimeWindow(filter, now, timeZone);
  return at.getTime() >= from.getTime() && (until === null || at.getTime() < until.getTime());
}

export interface BroadcastFilters {
  /** Alert search is case-insensitive on the message only (spec 5). */
  search?: string | null;
  type?: BroadcastType | null;
  status?: BroadcastStatus | null;
  time?: BroadcastTimeFilter | null;
  /** The sender's user id. */
  sender?: number | null;
}

export interface FilterableBroadcast {
  message: string;
  type: BroadcastType;
  status: BroadcastStatus;
  createdAt: Date;
  senderId: number | null;
}

/** Search and filters combine with AND (spec 5); an empty filter lets everything through. */
export function matchesBroadcastFilters(
  broadcast: FilterableBroadcast,
  filters: BroadcastFilters,
  now: Date,
  timeZone: string,
): boolean {
  const search = filters.search?.trim().toLowerCase() ?? '';
  if (search !== '' && !broadcast.message.toLowerCase().includes(search)) return false;
  if (filters.type && broadcast.type !== filters.type) return false;
  if (filters.status && broadcast.status !== filters.status) return false;
  if (filters.sender != null && broadcast.senderId !== filters.sender) return false;
  if (filters.time && !isWithinTimeWindow(broadcast.createdAt, filters.time, now, timeZone)) {
    return false;
  }
  return true;
}

/** Alerts are sorted newest first (spec 5); equal times by the later id first. */
export function compareNewestFirst(
  a: { createdAt: Date; id: number },
  b: { createdAt: Date; id: number },
): number {
  return b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id;
}

export interface BroadcastAudience {
  /** Every customer who can receive a broadcast (the "all users" choice). */
  allUsers: number;
  /** Users having each property, by property id. */
  usersByProperty: Readonly<Record<number, number>>;
}

export interface RecipientChoice {
  recipients: BroadcastRecipientMode;
  selectedUsers: readonly number[];
  selectedProperty: number | null;
}

/**
 * Recipient count (spec 5): all users; the number of selected users; or, for the property
 * choice, the users having the chosen property.
 */
export function recipientCount(choice: RecipientChoice, audience: BroadcastAudience): number {
  if (choice.recipients === 'all') return audience.allUsers;
  if (choice.recipients === 'selected') return new Set(choice.selectedUsers).size;
  if (choice.selectedProperty === null) return 0;
  return audience.usersByProperty[choice.selectedProperty] ?? 0;
}

const filled = (text: string) => text.trim() !== '';

/** Preview is enabled only when title and message are both non-empty (spec 5). */
export const canPreviewBroadcast = (form: { title: string; message: string }): boolean =>
  filled(form.title) && filled(form.message);

/**
 * Send is enabled only when title and message are non-empty, recipient count is above 0 and
 * no send is in progress (spec 5).
 */
export const canSendBroadcast = (
  form: { title: string; message: string },
  recipients: number,
  sending: boolean,
): boolean => canPreviewBroadcast(form) && recipients > 0 && !sending;

export type AlertCountBadgeColor = 'success' | 'warning' | 'error';

/** Alert count badge (spec 9): 0 success, 1-2 warning, above 2 error. */
export function alertCountBadgeColor(count: number): AlertCountBadgeColor {
  if (count <= 0) return 'success';
  if (count <= 2) return 'warning';
  return 'error';
}

export type DeliveryCounts = Record<DeliveryStatus, number>;
export type DeliverySummary = Partial<Record<DeliveryChannel, DeliveryCounts>>;

export const emptyDeliveryCounts = (): DeliveryCounts => ({
  pending: 0,
  sent: 0,
  delivered: 0,
  failed: 0,
});

/** Counts per status per channel from delivery rows (or grouped counts). */
export function summarizeDeliveries(
  rows: Iterable<{ channel: DeliveryChannel; status: DeliveryStatus; count?: number }>,
): DeliverySummary {
  const summary: DeliverySummary = {};
  for (const row of rows) {
    const counts = (summary[row.channel] ??= emptyDeliveryCounts());
    counts[row.status] += row.count ?? 1;
  }
  return summary;
}

/**
 * Where a broadcast stands from its deliveries: `sending` while any is pending; `failed` when
 * it reached nobody on any channel; otherwise `sent` (single failed deliveries show in the
 * per-channel details).
 */
export function broadcastStatusFromDeliveries(summary: DeliverySummary): BroadcastStatus {
  let pending = 0;
  let reached = 0;
  let failed = 0;
  for (const counts of Object.values(summary)) {
    pending += counts.pending;
    reached += counts.sent + counts.delivered;
    failed += counts.failed;
  }
  if (pending > 0) return 'sending';
  if (reached === 0 && failed > 0) return 'failed';
  return 'sent';
}

/**
 * A channel with no provider configured reached nobody: its deliveries are failed with these,
 * never "sent" (issue 34: a provider that only keeps a copy does not send).
 */
export const MAIL_NOT_SENT = 'No mail server (SMTP_URL): kept in the mailbox folder, not sent.';
export const TEXT_NOT_SENT = 'No SMS gateway (SMS_URL): kept in the server log, not sent.';
