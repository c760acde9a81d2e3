import { inPersonZone } from '@/lib/time-format';

/**
 * Dates and times as every screen shows them (en-US). Instants are shown in the signed-in
 * person's zone (lib/time-format); calendar days (`2025-08-25`) are that day everywhere, never
 * midnight UTC shifted into another day. Nothing to show is '—'; text that is not a date is
 * shown as it came.
 */

type Shown = string | null | undefined;

const dateTime = inPersonZone({ dateStyle: 'medium', timeStyle: 'short' });
const dateTimeWithSeconds = inPersonZone({ dateStyle: 'medium', timeStyle: 'medium' });
const dateOnly = inPersonZone({ dateStyle: 'medium' });
const mediumDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const monthDay = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

const NOTHING = '—';

function shown(value: Shown, toDate: (value: string) => Date, format: (date: Date) => string) {
  if (!value) return NOTHING;
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? value : format(date);
}

const instant = (value: string) => new Date(value);

// A day's date part read at midnight UTC, so formatting it in UTC gives that same day.
const calendarDay = (value: string) =>
  new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);

/** "Jul 5, 2025, 6:40 AM": a stored instant in the person's zone. */
export const formatDateTime = (iso: Shown) => shown(iso, instant, (d) => dateTime.format(d));

/** "Jul 5, 2025, 6:40:12 AM": where seconds matter (a panel's messages). */
export const formatDateTimeWithSeconds = (iso: Shown) =>
  shown(iso, instant, (d) => dateTimeWithSeconds.format(d));

/** "Jul 5, 2025": the day of a stored instant in the person's zone. */
export const formatDate = (iso: Shown) => shown(iso, instant, (d) => dateOnly.format(d));

/** "Aug 25, 2025": a calendar day (or the UTC day of an instant). */
export const formatDay = (day: Shown) => shown(day, calendarDay, (d) => mediumDay.format(d));

/** "August 25, 2025": a calendar day in full. */
export const formatLongDay = (day: Shown) => shown(day, calendarDay, (d) => longDay.format(d));

/** "Aug 25": a calendar day within a year shown elsewhere (chart axes). */
export const formatMonthDay = (day: Shown) => shown(day, calendarDay, (d) => monthDay.format(d));
