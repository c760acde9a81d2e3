import { Badge } from '@mantine/core';
import { alertCountBadgeColor, type BroadcastStatus, type BroadcastType } from '@wildfire/shared';

import {
  ALERT_COUNT_BADGE,
  BROADCAST_STATUS_STYLES,
  BROADCAST_TYPE_STYLES,
} from '../broadcast-styles';

export function BroadcastTypeBadge({ type }: { type: BroadcastType }) {
  const style = BROADCAST_TYPE_STYLES[type];
  return (
    <Badge color={style.color} c={style.text} radius="sm">
      {style.label}
    </Badge>
  );
}

export function BroadcastStatusBadge({ status }: { status: BroadcastStatus }) {
  const style = BROADCAST_STATUS_STYLES[status];
  return (
    <Badge color={style.color} c={style.text} radius="sm" variant="filled">
      {style.label}
    </Badge>
  );
}

/** Unread alerts of a person: 0 green, 1-2 yellow, more red (spec 9). */
export function AlertCountBadge({ count, label }: { count: number; label: string }) {
  const style = ALERT_COUNT_BADGE[alertCountBadgeColor(count)];
  return (
    <Badge color={style.color} c={style.text} radius="sm" aria-label={label}>
      {count}
    </Badge>
  );
}
