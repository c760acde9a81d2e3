import { Box, Button, Table, Text } from '@mantine/core';

import { StatusBadge } from '../../../components/ui/status-badge';
import type { Property } from '../../../lib/site-data';

/** Help text colours: green Standby, orange Active; a panel online is good, offline idle. */
const SYSTEM_STATUS_TONE = { ACTIVE: 'active', STANDBY: 'good' } as const;

export const NEVER_REPORTED = 'Never reported';
export const NOT_ASSIGNED = 'Not assigned';

interface PropertiesTableProps {
  properties: Property[];
  onView: (siteId: string) => void;
}

/** Property, Status, System Status, Service Provider and View; it scrolls sideways on phones. */
export function PropertiesTable({ properties, onView }: PropertiesTableProps) {
  return (
    <Table.ScrollContainer minWidth={640} type="native">
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Your properties">
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
          {properties.map((property) => (
            <Table.Tr key={property.id}>
              <Table.Td>
                <Text fw={600} size="sm">
                  {property.name}
                </Text>
                <Text size="sm">{property.address}</Text>
              </Table.Td>
              <Table.Td>
                {/* Kept whole: a squeezed badge would clip its word on a phone. */}
                <Box w="max-content">
                  <StatusBadge tone={property.status === 'Online' ? 'good' : 'idle'} size="sm">
                    {property.status}
                  </StatusBadge>
                </Box>
              </Table.Td>
              <Table.Td>
                {property.system_status === null ? (
                  <Text size="sm">{NEVER_REPORTED}</Text>
                ) : (
                  <Box w="max-content">
                    <StatusBadge tone={SYSTEM_STATUS_TONE[property.system_status]} size="sm">
                      {property.system_status}
                    </StatusBadge>
                  </Box>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{property.service_provider ?? NOT_ASSIGNED}</Text>
              </Table.Td>
              <Table.Td>
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
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
