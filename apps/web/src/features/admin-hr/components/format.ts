import { inPersonZone } from '@/lib/time-format';

const dateTime = inPersonZone({ dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** A calendar day (YYYY-MM-DD) as a date; '—' when there is none. */
export function formatDay(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? value : dateOnly.format(date);
}

/** A stored instant in the reader's local time; '—' when there is none. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

/** Dollars in USD, en-US (section 9). */
export const formatUsd = (dollars: number) => usd.format(dollars);

/** The server's reason for a failed request, for a notice. */
export const serverMessage = (error: unknown) =>
  error instanceof Error && error.message !== '' ? error.message : 'Something went wrong.';

/** Notices' close button, named for screen readers. */
export const DISMISS = { 'aria-label': 'Dismiss notice' } as const;
