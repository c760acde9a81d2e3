import { Badge } from '@mantine/core';
import {
  CONTENT_STATUS_LABELS,
  CONTENT_TYPE_LABELS,
  type ContentStatus,
  type ContentType,
} from '@wildfire/shared';

import { StatusBadge, type StatusTone } from '@/components/ui/status-badge';

const STATUS_TONES: Record<ContentStatus, StatusTone> = {
  draft: 'idle',
  review: 'caution',
  approved: 'active',
  published: 'good',
  archived: 'idle',
};

export function ContentStatusBadge({ status }: { status: ContentStatus }) {
  return <StatusBadge tone={STATUS_TONES[status]}>{CONTENT_STATUS_LABELS[status]}</StatusBadge>;
}

export function ContentTypeBadge({ type }: { type: ContentType }) {
  return (
    <Badge
      variant="outline"
      color="gray"
      radius="sm"
      styles={{ label: { color: 'var(--mantine-color-text)' } }}
    >
      {CONTENT_TYPE_LABELS[type]}
    </Badge>
  );
}
