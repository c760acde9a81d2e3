import { Anchor, Button, Card, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { FLEET_TEXTS } from '@wildfire/shared';
import { Link, useSearchParams } from 'react-router';

import { ListTable } from '@/components/ui/list-table';
import { paths } from '@/config/paths';
import { usePanels } from '../api/get-panels';
import type { PanelPage, PanelSummary } from '../api/types';
import { PanelDigiStatus, PanelPing, PanelSystemStatus } from './fleet-badges';
import { PagedList } from '@/components/ui/paged-list';
import { formatDateTimeWithSeconds } from '@/lib/format/dates';

function AssignedUserLink({ panel }: { panel: PanelSummary }) {
  return panel.assigned_user ? (
    <Anchor component={Link} to={paths.admin.user.getHref(panel.assigned_user.id)}>
      {panel.assigned_user.name}
    </Anchor>
  ) : (
    'Unassigned'
  );
}

/** At phone width each panel is a card with the same fields and links as a table row. */
function PanelCards({ panels }: { panels: PanelSummary[] }) {
  return (
    <Stack
      component="ul"
      gap="sm"
      aria-label="Panels"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {panels.map((panel) => (
        <Card
          key={panel.site_id}
          component="li"
          withBorder
          padding="sm"
          data-panel-id={panel.panel_id}
        >
          <Text fw={700}>{`${String(panel.panel_id)} · ${panel.property_name}`}</Text>
          <Text size="sm" c="dimmed">
            {panel.address}
          </Text>
          <SimpleGrid cols={2} spacing="xs" verticalSpacing={4} mt="xs">
            <Text size="sm" c="dimmed">
              Assigned User
            </Text>
            <Text size="sm" component="div">
              <AssignedUserLink panel={panel} />
            </Text>
            <Text size="sm" c="dimmed">
              Ping Time
            </Text>
            <PanelPing panel={panel} />
            <Text size="sm" c="dimmed">
              Digi Status
            </Text>
            <Anchor
              component={Link}
              to={paths.admin.digiStatus.getHref(panel.panel_id)}
              aria-label={`Digi status of panel ${String(panel.panel_id)}: ${panel.digi_status}`}
            >
              <PanelDigiStatus panel={panel} />
            </Anchor>
            <Text size="sm" c="dimmed">
              System Status
            </Text>
            <PanelSystemStatus panel={panel} />
            <Text size="sm" c="dimmed">
              Last Update
            </Text>
            <Text size="sm">{formatDateTimeWithSeconds(panel.last_update)}</Text>
          </SimpleGrid>
          <Group gap="xs" mt="sm">
            <Button
              component={Link}
              to={paths.admin.mqttLog.getHref(panel.panel_id)}
              size="xs"
              variant="default"
              aria-label={`MQTT log of panel ${String(panel.panel_id)}`}
            >
              View Log
            </Button>
            <Button
              component={Link}
              to={paths.admin.panel.getHref(panel.panel_id)}
              size="xs"
              variant="light"
              aria-label={`View Details of panel ${String(panel.panel_id)}`}
            >
              View Details
            </Button>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

function PanelRows({ panels }: { panels: PanelSummary[] }) {
  return (
    <ListTable label="Panels" minWidth={940} striped highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Panel ID</Table.Th>
          <Table.Th>Property Name</Table.Th>
          <Table.Th>Address</Table.Th>
          <Table.Th>Assigned User</Table.Th>
          <Table.Th>Ping Time</Table.Th>
          <Table.Th>Digi Status</Table.Th>
          <Table.Th>Log</Table.Th>
          <Table.Th>System Status</Table.Th>
          <Table.Th>Last Update</Table.Th>
          <Table.Th>Actions</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {panels.map((panel) => (
          <Table.Tr key={panel.site_id} data-panel-id={panel.panel_id}>
            <Table.Td>{panel.panel_id}</Table.Td>
            <Table.Td>{panel.property_name}</Table.Td>
            <Table.Td>{panel.address}</Table.Td>
            <Table.Td>
              <AssignedUserLink panel={panel} />
            </Table.Td>
            <Table.Td>
              <PanelPing panel={panel} />
            </Table.Td>
            <Table.Td>
              <Anchor
                component={Link}
                to={paths.admin.digiStatus.getHref(panel.panel_id)}
                aria-label={`Digi status of panel ${String(panel.panel_id)}: ${panel.digi_status}`}
              >
                <PanelDigiStatus panel={panel} />
              </Anchor>
            </Table.Td>
            <Table.Td>
              <Anchor
                component={Link}
                to={paths.admin.mqttLog.getHref(panel.panel_id)}
                aria-label={`MQTT log of panel ${String(panel.panel_id)}`}
              >
                View Log
              </Anchor>
            </Table.Td>
            <Table.Td>
              <PanelSystemStatus panel={panel} />
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              {formatDateTimeWithSeconds(panel.last_update)}
            </Table.Td>
            <Table.Td>
              <Button
                component={Link}
                to={paths.admin.panel.getHref(panel.panel_id)}
                size="xs"
                variant="light"
                aria-label={`View Details of panel ${String(panel.panel_id)}`}
              >
                View Details
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ListTable>
  );
}

const positiveInt = (value: string | null) => {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n > 0 ? n : null;
};

/** Panels (admin-back-office.md 2.3), optionally only one staff member's (?userId=&userName=). */
export function PanelsTable() {
  const [params, setParams] = useSearchParams();
  const userId = positiveInt(params.get('userId'));
  const page = positiveInt(params.get('page')) ?? 1;
  const query = usePanels(userId, page);
  const phone = useMediaQuery('(max-width: 36em)');
  const userName = params.get('userName') ?? query.data?.filter_user?.name ?? String(userId ?? '');

  const setPage = (next: number) => {
    const updated = new URLSearchParams(params);
    if (next <= 1) updated.delete('page');
    else updated.set('page', String(next));
    setParams(updated);
  };

  return (
    <>
      {userId !== null && (
        <Group gap="sm" wrap="wrap">
          <Text>
            Panels assigned to <strong>{userName}</strong>
          </Text>
          <Button
            component={Link}
            to={paths.admin.connectivity.getHref()}
            size="xs"
            variant="default"
          >
            Clear Filter
          </Button>
        </Group>
      )}
      <PagedList<PanelSummary, PanelPage>
        query={query}
        errorTitle="The panels could not be loaded"
        emptyText={userId !== null ? FLEET_TEXTS.noPanelsForUser(userName) : FLEET_TEXTS.noPanels}
        pagerLabel="Panels pages"
        onPage={setPage}
      >
        {(items) => (phone ? <PanelCards panels={items} /> : <PanelRows panels={items} />)}
      </PagedList>
    </>
  );
}
