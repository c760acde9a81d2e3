/**
 * Analytics & Statistics (admin-back-office.md 2.17) on real data: eight cards, each this
 * month's figure against last month's, two charts over the last seven months and the recent
 * activity. Months are calendar months in UTC.
 */

export const STATISTICS_CHART_MONTHS = 7;
export const RECENT_ACTIVITY_COUNT = 5;

export type Trend = 'up' | 'down' | 'flat';

/** The first instant of the UTC month `offset` months from the one holding `now`. */
export function monthStart(now: Date, offset = 0): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
}

/** "Jan" … "Dec" for the month holding `at`. */
export function monthLabel(at: Date): string {
  return at.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });
}

/**
 * The change shown under a card, labelled 'vs last month': the percentage rounded to one
 * decimal with its sign, "New" when last month had none, and the trend's direction.
 */
export function monthOverMonth(
  current: number,
  previous: number,
): { change: string; trend: Trend } {
  if (current === previous) return { change: '0%', trend: 'flat' };
  const trend: Trend = current > previous ? 'up' : 'down';
  if (previous === 0) return { change: 'New', trend };
  const percent = Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;
  return { change: `${percent > 0 ? '+' : ''}${String(percent)}%`, trend };
}

const ACTIVITY_WORDS: Record<string, string> = {
  'property.create': 'Property added',
  'property_user.add': 'User added to a property',
  'property_user.invite': 'User invited to a property',
  'property_user.remove': 'User removed from a property',
  'account_user.invite': 'User invited to an account',
  'account_user.remove': 'User removed from an account',
  'invitation.accept': 'Invitation accepted',
  'scada.write': 'Command sent to a panel',
  'broadcast.send': 'Alert broadcast sent',
  'panel.schedule_maintenance': 'Maintenance scheduled',
  'panel.assign': 'Panel assigned',
  'user.invite': 'Staff user invited',
  'user.update': 'User updated',
  'group.create': 'Group created',
  'group.update': 'Group updated',
  'property_file.upload': 'File uploaded',
  'property_note.add': 'Note added',
  'profile.update': 'Profile updated',
  'valve.rename': 'Valve renamed',
};

/** Creations and completed sends read as success; every other change as information. */
const SUCCESS_SUFFIXES = ['.create', '.add', '.accept', '.send', '.invite', '.upload'];

export function describeActivity(action: string): { text: string; kind: 'success' | 'info' } {
  const text =
    ACTIVITY_WORDS[action] ?? action.replace(/[._]/g, ' ').replace(/^./, (c) => c.toUpperCase());
  const kind = SUCCESS_SUFFIXES.some((s) => action.endsWith(s)) ? 'success' : 'info';
  return { text, kind };
}
