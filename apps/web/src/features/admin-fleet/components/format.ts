import { inPersonZone } from '@/lib/time-format';

const dateTime = inPersonZone({ dateStyle: 'medium', timeStyle: 'medium' });
const dateOnly = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** A stored instant in the reader's local time; '—' when there is none. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

/** A calendar day (YYYY-MM-DD or an instant) as a date; '—' when there is none. */
export function formatDay(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? value : dateOnly.format(date);
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${String(bytes)} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export const orDash = (value: string | number | null | undefined, unit = '') =>
  value === null || value === undefined || value === '' ? '—' : `${String(value)}${unit}`;
