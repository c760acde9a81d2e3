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

/** The server's reason for a failed request, for a notice. */
export const serverMessage = (error: unknown) =>
  error instanceof Error && error.message !== '' ? error.message : 'Something went wrong.';

/** Notices' close button, named for screen readers. */
export const DISMISS = { 'aria-label': 'Dismiss notice' } as const;
