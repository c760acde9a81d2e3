import { Box, Button, Table, Text } from '@mantine/core';
import {
  ALARM_KINDS,
  isAlarmCondition,
  type PanelState,
  type PanelStatusLabel,
} from '@wildfire/shared';

import { StackedTable } from '@/components/ui/stacked-table';
import { StatusBadge, type StatusTone } from '@/components/ui/status-badge';
import { propertyPanelState } from '@/lib/panel-state';
import type { Property } from '@/lib/site-data';
import { useNow } from '@/lib/use-now';

/** Help text colours: green Standby, orange Active; a panel online is good, offline idle. */
const SYSTEM_STATUS_TONE = { ACTIVE: 'active', STANDBY: 'good', Offline: 'idle' } as const;

/** Online green, Fault red (online but not ready), Offline and Never reported grey. */
const STATUS_TONE: Record<PanelStatusLabel, StatusTone> = {
  Online: 'good',
  Fault: 'alert',
  Offline: 'idle',
  'Never reported': 'idle',
};

export const NEVER_REPORTED = 'Never reported';
export const NOT_ASSIGNED = 'Not assigned';

interface PropertiesTableProps {
  properties: Property[];
  onView: (siteId: string) => void;
}

const problemsOf = (state: PanelState) =>
  state.problems
    .map((p) => (isAlarmCondition(p.condition) ? ALARM_KINDS[p.condition].title : p.condition))
    .join(', ');

/**
 * Property, Status, System Status, Service Provider and View; each panel's state derived as on
 * its dashboard. On a phone its rows become cards.
 */
export function PropertiesTable({ properties, onView }: PropertiesTableProps) {
  const now = useNow(10_000);
  return (
    <StackedTable striped highlightOnHover verticalSpacing="sm" aria-label="Your properties">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Property</Table.Th>
          <Table.Th scope="col">Status</Table.Th>
          <Table.Th scope="col">System Status</Table.Th>
          <Table.Th scope="col">Service Provider</Table.Th>
          <Table.Th scope="col">Actions</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {properties.map((property) => {
          const state = property.site_id === null ? null : propertyPanelState(property, now);
          const status: PanelStatusLabel = state?.status ?? 'Never reported';
          return (
            <Table.Tr key={property.id}>
              <Table.Td data-label="Property">
                <div>
                  <Text fw={600} size="sm">
                    {property.name}
                  </Text>
                  <Text size="sm">{property.address}</Text>
                </div>
              </Table.Td>
              <Table.Td data-label="Status">
                <div>
                  {/* Kept whole: a squeezed badge would clip its word on a phone. */}
                  <Box w="max-content">
                    <StatusBadge tone={STATUS_TONE[status]} size="sm">
                      {status}
                    </StatusBadge>
                  </Box>
                  {state?.status === 'Fault' && <Text size="xs">{problemsOf(state)}</Text>}
                </div>
              </Table.Td>
              <Table.Td data-label="System Status">
                {state?.system == null ? (
                  <Text size="sm">{NEVER_REPORTED}</Text>
                ) : (
                  <Box w="max-content">
                    <StatusBadge tone={SYSTEM_STATUS_TONE[state.system]} size="sm">
                      {state.system}
                    </StatusBadge>
                  </Box>
                )}
              </Table.Td>
              <Table.Td data-label="Service Provider">
                <Text size="sm">{property.service_provider ?? NOT_ASSIGNED}</Text>
              </Table.Td>
              <Table.Td data-label="Actions">
                {property.site_id === null ? (
                  <Text size="sm">No panel installed</Text>
                ) : (
                  <Button
                    size="xs"
                    aria-label={`View ${property.name}`}
                    onClick={() => {
                      if (property.site_id !== null) onView(property.site_id);
                    }}
                  >
                    View
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </StackedTable>
  );
}
