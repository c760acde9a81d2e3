import { Group, Text } from '@mantine/core';
import { relativeTime } from '@wildfire/shared';

import { useLiveStatus, type LiveState } from '@/lib/live-updates';
import type { PanelTag } from '@/lib/site-data';
import { useTimeFormat } from '@/lib/time-format';
import { useNow } from '@/lib/use-now';

/** The newest measurement among the tags: how fresh what the screen shows is. */
export const newestTimestamp = (tags: readonly PanelTag[]) =>
  tags.reduce<number | null>(
    (newest, t) => (newest === null || t.timestamp > newest ? t.timestamp : newest),
    null,
  );

/** "Updated just now" under a minute, else "Updated N minutes ago" (hours, days). */
export function freshnessText(newest: number, now: number): string {
  return now - newest < 60_000 ? 'Updated just now' : `Updated ${relativeTime(newest, now)}`;
}

/** Data older than this gets a warning (issue 4: warn when more than 60 s old). */
export const STALE_AFTER_MS = 60_000;

const LIVE_LABELS: Record<LiveState, string> = {
  live: 'Live',
  connecting: 'Connecting…',
  reconnecting: 'Reconnecting…',
  off: 'Not live',
};

/**
 * How fresh the values are and whether they arrive live. Nothing is called Live unless the
 * stream is up and the panel itself is heard from (`live`): an offline panel's screen says so
 * in its banner instead.
 */
export function DataFreshness({ tags, live }: { tags: readonly PanelTag[]; live: boolean }) {
  const now = useNow();
  const format = useTimeFormat();
  const { state } = useLiveStatus();
  const newest = newestTimestamp(tags);
  if (newest === null || !live) return null;
  const at = new Date(newest);
  const stale = now - newest > STALE_AFTER_MS;
  return (
    <Group gap="xs" role="status" aria-live="polite">
      {/* Plain text in the body colour: readable in both themes at any size. */}
      <Text size="sm" fw={600}>
        {LIVE_LABELS[state]}
      </Text>
      <Text size="sm" c={stale ? 'orange.9' : undefined} fw={stale ? 600 : undefined}>
        <time dateTime={at.toISOString()} title={format.dateTime(at)}>
          {freshnessText(newest, now)}
        </time>
        {stale ? ' — this data is more than a minute old' : ''}
      </Text>
    </Group>
  );
}
