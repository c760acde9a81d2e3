import { inPersonZone } from '@/lib/time-format';

const dateTime = inPersonZone({ dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = inPersonZone({ dateStyle: 'medium' });

/** A stored instant in the reader's local time; '—' when there is none. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateOnly.format(date);
}
