import { Alert, Text } from '@mantine/core';
import { relativeTime, type PanelConnection } from '@wildfire/shared';

import { useTimeFormat } from '@/lib/time-format';

/**
 * Said plainly at the top of every screen of an offline panel: since when it is silent, why,
 * that what follows is its last known state, and what to do in a fire.
 */
export function PanelOfflineBanner({
  connection,
  now,
}: {
  connection: Extract<PanelConnection, { state: 'offline' }>;
  now: number;
}) {
  const format = useTimeFormat();
  return (
    <Alert
      color="red"
      variant="light"
      title="Panel offline"
      role="alert"
      // The light variant's red title falls below 4.5:1 on its tinted background.
      styles={{
        title: { color: 'var(--mantine-color-text)', fontSize: 'var(--mantine-font-size-lg)' },
      }}
    >
      <Text size="sm">
        Last heard from{' '}
        <time dateTime={new Date(connection.lastSeenAt).toISOString()}>
          {format.dayTime(connection.lastSeenAt)}
        </time>{' '}
        ({relativeTime(connection.lastSeenAt, now)}): {connection.reason}.
      </Text>
      <Text size="sm">
        What you see is its last known state, not live. Commands cannot reach it until it
        reconnects. If a fire threatens the property, call 911.
      </Text>
    </Alert>
  );
}
