import type { ContentStatus } from '@wildfire/shared';
import { inPersonZone } from '@/lib/time-format';

const dateTime = inPersonZone({ dateStyle: 'medium', timeStyle: 'short' });
const shortDay = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const number = new Intl.NumberFormat('en-US');

/** A stored instant in the reader's local time; '—' when there is none. */
export const formatDateTime = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : '—');

/** A calendar day (`2025-08-25`) as "Aug 25". */
export const formatShortDay = (day: string) => shortDay.format(new Date(`${day}T00:00:00Z`));

export const formatCount = (n: number) => number.format(n);

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${String(bytes)} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** What the workflow move is called on its button. */
export function moveLabel(from: ContentStatus, to: ContentStatus): string {
  switch (to) {
    case 'review':
      return 'Send to Review';
    case 'approved':
      return 'Approve';
    case 'published':
      return 'Publish';
    case 'archived':
      return 'Archive';
    case 'draft':
      return from === 'review' ? 'Return to Draft' : 'Restore to Draft';
  }
}

/** The server's reason for a failed request, for a notice. */
export const serverMessage = (error: unknown) =>
  error instanceof Error && error.message !== '' ? error.message : 'Something went wrong.';

/** Notices' close button, named for screen readers. */
export const DISMISS = { 'aria-label': 'Dismiss notice' } as const;
