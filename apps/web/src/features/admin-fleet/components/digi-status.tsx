import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { useDigiStatus } from '../api/get-digi-status';
import { DigiStatusBadge, PingTime } from './fleet-badges';
import { ListPager } from '@/components/ui/list-pager';
import { orDash } from './format';
import { TableScroll } from '@/components/ui/table-scroll';
import { formatDateTimeWithSeconds } from '@/lib/format/dates';
import { PanelPage } from './panel-page';

/** Digi status (/admin/digi-status/{panelId}): the gateway now and its history. */
export function DigiStatus({ panelId }: { panelId: string }) {
  const [page, setPage] = useState(1);
  const query = useDigiStatus(panelId, page);
  return (
    <PanelPage panelId={panelId} query={query} errorTitle="The gateway status could not be loaded">
      {({ panel, history }) => (
        <>
          <Card withBorder padding="md">
            <Title order={2} size="h4" mb="sm">
              Gateway now
            </Title>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
              <Stack gap={2}>
                <Text size="sm" c="dimmed">
                  Digi Status
                </Text>
                <DigiStatusBadge status={panel.digi_status} />
              </Stack>
              <Stack gap={2}>
                <Text size="sm" c="dimmed">
                  Last Update
                </Text>
                <Text size="sm">{formatDateTimeWithSeconds(panel.last_update)}</Text>
              </Stack>
              <Stack gap={2}>
                <Text size="sm" c="dimmed">
                  Ping Time
                </Text>
                <PingTime pingMs={panel.ping_ms} warning={panel.ping_warning} />
              </Stack>
              <Stack gap={2}>
                <Text size="sm" c="dimmed">
                  Cellular Signal
                </Text>
                <Text size="sm">{orDash(panel.signal_dbm, ' dBm')}</Text>
              </Stack>
            </SimpleGrid>
          </Card>
          <Title order={2} size="h4">
            History
          </Title>
          {history.items.length === 0 ? (
            <Text c="dimmed">No gateway changes recorded for this panel yet.</Text>
          ) : (
            <TableScroll label="Gateway history" minWidth={560}>
              <Table striped aria-label="Gateway history">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Time</Table.Th>
                    <Table.Th>State</Table.Th>
                    <Table.Th>Reason</Table.Th>
                    <Table.Th>Ping Time</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {history.items.map((event) => (
                    <Table.Tr key={event.id}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {formatDateTimeWithSeconds(event.at)}
                      </Table.Td>
                      <Table.Td>
                        <Badge
                          color={event.online ? 'green' : 'red'}
                          variant="light"
                          styles={{ label: { color: 'var(--mantine-color-text)' } }}
                        >
                          {event.online ? 'Online' : 'Offline'}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{orDash(event.reason)}</Table.Td>
                      <Table.Td>{orDash(event.ping_ms, ' ms')}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </TableScroll>
          )}
          <ListPager
            page={history.page}
            total={history.total}
            pageSize={history.page_size}
            onPage={setPage}
            label="Gateway history pages"
          />
          <Group>
            <Anchor component={Link} to={paths.admin.mqttLog.getHref(panel.panel_id)}>
              View MQTT Log
            </Anchor>
          </Group>
        </>
      )}
    </PanelPage>
  );
}
