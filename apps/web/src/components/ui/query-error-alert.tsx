import { Alert, Button, Stack, Text } from '@mantine/core';

interface QueryErrorAlertProps {
  title: string;
  error: unknown;
  /** Replaces the server's reason when the screen knows better words for it. */
  message?: string;
  onRetry: () => void;
  retrying?: boolean;
  /** Yellow when older data is still on screen, red when there is nothing to show. */
  severity?: 'error' | 'warning';
}

const messageOf = (error: unknown) =>
  error instanceof Error && error.message !== '' ? error.message : 'Something went wrong.';

/** A failed request: what failed, the server's reason, and a Retry button. */
export function QueryErrorAlert({
  title,
  error,
  message,
  onRetry,
  retrying = false,
  severity = 'error',
}: QueryErrorAlertProps) {
  return (
    <Alert
      color={severity === 'error' ? 'red' : 'yellow'}
      variant="light"
      title={title}
      // The light variant's coloured title falls below 4.5:1 on its tinted background.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message ?? messageOf(error)}</Text>
        <Button size="xs" variant="default" onClick={onRetry} loading={retrying}>
          Retry
        </Button>
      </Stack>
    </Alert>
  );
}
