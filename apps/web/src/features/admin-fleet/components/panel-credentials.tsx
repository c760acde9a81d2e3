import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';

import { useIssuePanelCredentials, useRevokePanelCredentials } from '../api/panel-credentials';
import type { IssuedPanelCredentials, PanelCredentialsState } from '../api/types';
import { formatDateTimeWithSeconds } from '@/lib/format/dates';
import { serverMessage } from '@/lib/api-client';
import { ErrorNotice } from '@/components/ui/error-notice';

const notice = { message: { color: 'var(--mantine-color-text)' } };

/**
 * The panel's broker credentials (issue 30): whether it has any, when they were issued and when
 * the panel last signed in with them; staff with manage_panels issue, rotate and revoke them.
 * A new secret is shown once, here, and never again.
 */
export function PanelCredentials({
  panelId,
  credentials,
  canManage,
}: {
  panelId: string;
  credentials: PanelCredentialsState;
  canManage: boolean;
}) {
  const issue = useIssuePanelCredentials(panelId);
  const revoke = useRevokePanelCredentials(panelId);
  const [issued, setIssued] = useState<IssuedPanelCredentials | null>(null);
  const [confirming, setConfirming] = useState<'rotate' | 'revoke' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const onIssue = () => {
    setError(null);
    setConfirming(null);
    issue.mutate(undefined, {
      onSuccess: (result) => setIssued(result),
      onError: (failure) => setError(serverMessage(failure)),
    });
  };
  const onRevoke = () => {
    setError(null);
    setConfirming(null);
    setIssued(null);
    revoke.mutate(undefined, { onError: (failure) => setError(serverMessage(failure)) });
  };

  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          Credentials
        </Text>
        <Text size="sm">{credentials.exists ? 'Issued' : 'None'}</Text>
      </Group>
      {credentials.exists && (
        <>
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed">
              Issued
            </Text>
            <Text size="sm">{formatDateTimeWithSeconds(credentials.issued_at)}</Text>
          </Group>
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed">
              Last Connected
            </Text>
            <Text size="sm">
              {credentials.last_connected_at
                ? formatDateTimeWithSeconds(credentials.last_connected_at)
                : 'Not since issued'}
            </Text>
          </Group>
        </>
      )}
      {issued && (
        <Alert color="yellow" variant="light" role="status" styles={notice}>
          <Stack gap={4}>
            <Text size="sm">
              Enter these on the panel’s gateway now: the secret is not shown again.
            </Text>
            <Text size="sm">
              Username: <Code>{issued.username}</Code>
            </Text>
            <Group gap="xs" wrap="nowrap">
              <Text size="sm">Secret:</Text>
              <Code style={{ wordBreak: 'break-all' }}>{issued.password}</Code>
              <CopyButton value={issued.password}>
                {({ copied, copy }) => (
                  <Button size="compact-xs" variant="light" onClick={copy}>
                    {copied ? 'Copied' : 'Copy'}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Stack>
        </Alert>
      )}
      {error && <ErrorNotice>{error}</ErrorNotice>}
      {canManage &&
        (confirming ? (
          <Stack gap={4}>
            <Text size="sm">
              {confirming === 'rotate'
                ? 'The current secret stops working at once and the panel is disconnected until its gateway has the new one.'
                : 'The panel is disconnected and cannot connect again until new credentials are issued.'}
            </Text>
            <Group gap="xs">
              <Button
                size="xs"
                color={confirming === 'revoke' ? 'red' : undefined}
                onClick={confirming === 'rotate' ? onIssue : onRevoke}
              >
                {confirming === 'rotate' ? 'Rotate' : 'Revoke'}
              </Button>
              <Button size="xs" variant="default" onClick={() => setConfirming(null)}>
                Cancel
              </Button>
            </Group>
          </Stack>
        ) : (
          <Group gap="xs">
            {credentials.exists ? (
              <>
                <Button
                  size="xs"
                  variant="light"
                  loading={issue.isPending}
                  onClick={() => setConfirming('rotate')}
                >
                  Rotate Credentials
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  loading={revoke.isPending}
                  onClick={() => setConfirming('revoke')}
                >
                  Revoke
                </Button>
              </>
            ) : (
              <Button size="xs" variant="light" loading={issue.isPending} onClick={onIssue}>
                Issue Credentials
              </Button>
            )}
          </Group>
        ))}
    </Stack>
  );
}
