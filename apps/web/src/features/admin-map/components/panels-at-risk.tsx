import { Anchor, Card, Stack, Table, Text, Title } from '@mantine/core';
import { FIRE_AT_RISK_MILES, relativeTime } from '@wildfire/shared';
import { Link } from 'react-router';

import { StatusBadge } from '@/components/ui/status-badge';
import { paths } from '@/config/paths';
import { useAdminFire } from '../api/get-admin-fire';

const READINESS = {
  ready: { tone: 'good', label: 'Ready' },
  not_ready: { tone: 'alert', label: 'Not ready' },
  unknown: { tone: 'idle', label: 'Unknown' },
} as const;

/**
 * Panels at risk (issue 35): every panel with a fire perimeter or satellite hotspot within
 * 10 miles, nearest first, with its readiness and whether its owner turned automatic
 * activation on; and, when the fire data could not be fetched, that it is unknown since when.
 */
export function PanelsAtRisk() {
  const { data, isError } = useAdminFire();
  const perimeters = data?.sources.find((s) => s.source === 'perimeters');
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="panels-at-risk">
      <Stack gap="sm">
        <Title order={2} size="h4" id="panels-at-risk">
          {`Panels at risk (fire within ${String(FIRE_AT_RISK_MILES)} miles)`}
        </Title>
        {isError && <Text>The fire data could not be loaded.</Text>}
        {perimeters && perimeters.state !== 'current' && (
          <Text fw={600}>
            {perimeters.last_success_at
              ? `Fire data unknown: the perimeter source is unreachable; last data ${relativeTime(perimeters.last_success_at)}.`
              : 'Fire data unknown: the perimeter source has not been reached yet.'}
          </Text>
        )}
        {data && data.at_risk.length === 0 && perimeters?.state === 'current' && (
          <Text>No panel has a fire within {FIRE_AT_RISK_MILES} miles.</Text>
        )}
        {data && data.at_risk.length > 0 && (
          <Table.ScrollContainer minWidth={520}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Panel</Table.Th>
                  <Table.Th>Fire</Table.Th>
                  <Table.Th>Distance</Table.Th>
                  <Table.Th>Readiness</Table.Th>
                  <Table.Th>Automatic activation</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.at_risk.map((panel) => (
                  <Table.Tr key={panel.site_id}>
                    <Table.Td>
                      <Anchor component={Link} to={paths.admin.panel.getHref(panel.site_id)}>
                        {`${panel.property_name} (${panel.site_id})`}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{panel.incident_name ?? 'Satellite detection'}</Table.Td>
                    <Table.Td>{`${panel.distance_miles.toFixed(1)} miles`}</Table.Td>
                    <Table.Td>
                      <StatusBadge tone={READINESS[panel.readiness].tone} size="sm">
                        {READINESS[panel.readiness].label}
                      </StatusBadge>{' '}
                      <Text span size="sm">
                        {panel.status}
                      </Text>
                    </Table.Td>
                    <Table.Td>{panel.auto_activation ? 'On' : 'Off'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
