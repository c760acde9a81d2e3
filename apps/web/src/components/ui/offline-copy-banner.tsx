import { Alert, Text } from '@mantine/core';
import { relativeTime } from '@wildfire/shared';

import { useTimeFormat } from '@/lib/time-format';

/**
 * This phone has no connection and the screen shows what it last received (kept by the service
 * worker): said first, with its age, so nobody takes it for the live state in a fire.
 */
export function OfflineCopyBanner({ at, now }: { at: number; now: number }) {
  const format = useTimeFormat();
  return (
    <Alert
      color="orange"
      variant="light"
      title={`Offline — last known state from ${now - at < 60_000 ? 'less than a minute ago' : relativeTime(at, now)}`}
      role="alert"
      styles={{
        title: { color: 'var(--mantine-color-text)', fontSize: 'var(--mantine-font-size-lg)' },
      }}
    >
      <Text size="sm">
        This device has no connection. What you see was received at{' '}
        <time dateTime={new Date(at).toISOString()}>{format.dayTime(at)}</time>; it is not live, and
        commands cannot be sent. It updates by itself when the connection returns. If a fire
        threatens the property, call 911.
      </Text>
    </Alert>
  );
}
