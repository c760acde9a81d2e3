import type { ContentStatus } from '@wildfire/shared';

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
