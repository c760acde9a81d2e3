import { Anchor, Loader, Paper, Stack, Text, Title } from '@mantine/core';

import { usePortalConfig } from '../api/get-config';

/** The panel has never reported: nothing to show but who can help. */
export function SystemOffline() {
  const config = usePortalConfig();
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="system-offline">
      <Stack gap="sm">
        <Title order={2} id="system-offline">
          System Offline
        </Title>
        <Text>
          The panel at this property has not reported to us yet, so its status cannot be shown.
        </Text>
        {config.isPending ? (
          <Loader size="sm" role="status" aria-label="Loading support contacts" />
        ) : config.data ? (
          <Text>
            Contact support at{' '}
            <Anchor href={`mailto:${config.data.support_email}`} underline="always">
              {config.data.support_email}
            </Anchor>{' '}
            or{' '}
            <Anchor
              href={`tel:${config.data.support_phone.replace(/[^\d+]/g, '')}`}
              underline="always"
            >
              {config.data.support_phone}
            </Anchor>
            .
          </Text>
        ) : (
          <Text>Contact support for help.</Text>
        )}
      </Stack>
    </Paper>
  );
}
