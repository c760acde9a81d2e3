import { Alert, Button, Stack, Text } from '@mantine/core';
import { FLEET_TEXTS } from '@wildfire/shared';
import { Link } from 'react-router';

import { paths } from '@/config/paths';

/** No site matches the panel ID: 'Property Not Found' (admin-back-office.md 2.12). */
export function PanelNotFound({ panelId }: { panelId: string }) {
  return (
    <Alert
      color="gray"
      variant="light"
      title={FLEET_TEXTS.propertyNotFound}
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{FLEET_TEXTS.panelNotFound(panelId)}</Text>
        <Button
          component={Link}
          to={paths.admin.connectivity.getHref()}
          size="xs"
          variant="default"
        >
          Back to Panels
        </Button>
      </Stack>
    </Alert>
  );
}
