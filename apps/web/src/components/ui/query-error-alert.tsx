import { Alert, Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

import { ApiError, serverMessage } from '@/lib/api-client';

interface QueryErrorAlertProps {
  title: string;
  error: unknown;
  /** Replaces the server's reason when the screen knows better words for it. */
  message?: string;
  onRetry: () => void;
  retrying?: boolean;
  /** Yellow when older data is still on screen, red when there is nothing to show. */
  severity?: 'error' | 'warning';
  /** What can help when trying again cannot (a link back to the list). */
  help?: ReactNode;
}

/** Not found, not allowed or not valid: asking again gives the same answer. */
const RETRY_CANNOT_HELP = [400, 403, 404];
const retryCanHelp = (error: unknown) =>
  !(error instanceof ApiError && RETRY_CANNOT_HELP.includes(error.status));

/**
 * A failed request: what failed, the server's reason, and a Retry button when trying again can
 * help (issue 36: never a Retry under "Group not found"); otherwise `help`, if the screen gives it.
 */
export function QueryErrorAlert({
  title,
  error,
  message,
  onRetry,
  retrying = false,
  severity = 'error',
  help,
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
        <Text size="sm">{message ?? serverMessage(error)}</Text>
        {retryCanHelp(error) ? (
          <Button size="xs" variant="default" onClick={onRetry} loading={retrying}>
            Retry
          </Button>
        ) : (
          help
        )}
      </Stack>
    </Alert>
  );
}
