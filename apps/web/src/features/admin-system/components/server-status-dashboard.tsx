import {
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Progress,
  SimpleGrid,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import {
  DEFAULT_SERVER_STATUS_RANGE,
  DEFAULT_SERVER_STATUS_REFRESH,
  SERVER_STATUS_RANGES,
  SERVER_STATUS_REFRESH,
  type ServerStatus,
  type ServerStatusRange,
  type ServerStatusRefresh,
} from '@wildfire/shared';
import { useState } from 'react';

import { QueryErrorAlert } from '@/components/ui/query-error-alert';
import { StatusBadge } from '@/components/ui/status-badge';
import { useServerStatus } from '../api/get-server-status';
import { CpuChart, instanceColor } from './cpu-chart';
import { DeliveryFigures } from './delivery-figures';
import { IngestStatusPanel } from './ingest-status';
import { formatInstant } from '@/lib/time-format';
import { formatBytes } from '@/lib/format/numbers';

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

function Tile({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700}>
        {value}
      </Text>
      <Text size="sm">{detail}</Text>
    </Paper>
  );
}

/**
 * The cluster dashboard (admin-back-office.md 2.16) on this deployment's real figures: instances,
 * fleet, live connections and broker traffic, CPU by instance, memory, events, and how the live
 * connections are spread over the instances.
 */
export function ServerStatusDashboard() {
  const [range, setRange] = useState<ServerStatusRange>(DEFAULT_SERVER_STATUS_RANGE);
  const [refresh, setRefresh] = useState<ServerStatusRefresh>(DEFAULT_SERVER_STATUS_REFRESH);
  const status = useServerStatus(range, SERVER_STATUS_REFRESH[refresh]);

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="md" wrap="wrap">
        <Select
          label="Time range"
          data={Object.keys(SERVER_STATUS_RANGES)}
          value={range}
          onChange={(v) => v && setRange(v as ServerStatusRange)}
          allowDeselect={false}
          w={120}
        />
        <Select
          label="Refresh interval"
          data={Object.keys(SERVER_STATUS_REFRESH)}
          value={refresh}
          onChange={(v) => v && setRefresh(v as ServerStatusRefresh)}
          allowDeselect={false}
          w={140}
        />
        <Button variant="default" onClick={() => void status.refetch()} loading={status.isFetching}>
          Refresh
        </Button>
        {status.data && (
          <Text size="sm" c="dimmed" aria-live="polite">
            As of {formatInstant(status.data.now, { timeStyle: 'medium' })}
          </Text>
        )}
      </Group>
      {status.isPending ? (
        <Center py="xl" role="status">
          <Loader role="status" aria-label="Loading the server status" />
        </Center>
      ) : status.isError ? (
        <QueryErrorAlert
          title="Could not load the server status"
          error={status.error}
          onRetry={() => void status.refetch()}
          retrying={status.isFetching}
        />
      ) : (
        <StatusContent status={status.data} />
      )}
    </Stack>
  );
}

function StatusContent({ status }: { status: ServerStatus }) {
  const to = new Date(status.now).getTime();
  const from = to - SERVER_STATUS_RANGES[status.range];
  const up = status.instances.filter((i) => i.up);
  const latest = up.flatMap((i) => (i.latest ? [i.latest] : []));
  const brokerDown = latest.filter((l) => !l.broker_connected).length;
  const hostRss = sum(
    up.filter((i) => i.hostname === status.host.hostname).map((i) => i.latest?.rss_bytes ?? 0),
  );
  const hostUsed = status.host.total_memory_bytes - status.host.free_memory_bytes;
  const percent = (n: number) => (n / status.host.total_memory_bytes) * 100;
  const connections = sum(latest.map((l) => l.live_connections));

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        <Tile
          label="Instances"
          value={`${String(up.length)} up`}
          detail={`${String(status.instances.length - up.length)} down or stopped in ${status.range}`}
        />
        <Tile
          label="Panels"
          value={`${String(status.panels.online)} online`}
          detail={`of ${String(status.panels.total)} installed`}
        />
        <Tile
          label="Database"
          value={formatBytes(status.database.size_bytes)}
          detail={`${status.database.driver === 'pglite' ? 'Embedded' : 'PostgreSQL'}, ${
            status.database.connections === null
              ? 'connections not reported'
              : `${String(status.database.connections)} connections`
          }`}
        />
        <Tile
          label="Broker and network"
          value={`${String(Math.round(sum(latest.map((l) => l.messages_per_second))))} msg/s`}
          detail={`${String(Math.round(sum(latest.map((l) => l.requests_per_second))))} API requests/s, ${
            brokerDown === 0
              ? 'broker connected'
              : `${String(brokerDown)} instance(s) without broker`
          }`}
        />
      </SimpleGrid>

      <CpuChart status={status} from={from} to={to} />

      <IngestStatusPanel ingest={status.ingest} />

      <DeliveryFigures />

      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="memory-title">
        <Stack gap="xs">
          <Title order={2} size="h4" id="memory-title">
            Memory usage on {status.host.hostname}
          </Title>
          <Progress.Root size="xl" aria-hidden>
            <Progress.Section value={percent(hostRss)} color="orange" />
            <Progress.Section value={Math.max(0, percent(hostUsed - hostRss))} color="gray" />
          </Progress.Root>
          <Text size="sm">
            Server processes {formatBytes(hostRss)}, everything else{' '}
            {formatBytes(Math.max(0, hostUsed - hostRss))}, free{' '}
            {formatBytes(status.host.free_memory_bytes)} of{' '}
            {formatBytes(status.host.total_memory_bytes)} ({String(status.host.cpus)} CPUs)
          </Text>
        </Stack>
      </Paper>

      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="events-title">
          <Stack gap="xs">
            <Title order={2} size="h4" id="events-title">
              Events
            </Title>
            {status.events.length === 0 ? (
              <Text c="dimmed">No events in this time range.</Text>
            ) : (
              <Table.ScrollContainer
                minWidth={360}
                type="native"
                tabIndex={0}
                role="group"
                aria-label="Event table"
              >
                <Table>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Time</Table.Th>
                      <Table.Th>Event</Table.Th>
                      <Table.Th>Instance</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {status.events.map((e) => (
                      <Table.Tr key={e.id}>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>
                          <time dateTime={e.at}>
                            {formatInstant(e.at, { dateStyle: 'medium', timeStyle: 'medium' })}
                          </time>
                        </Table.Td>
                        <Table.Td>
                          <StatusBadge
                            tone={
                              e.kind.endsWith('_lost')
                                ? 'alert'
                                : e.kind === 'stopped'
                                  ? 'caution'
                                  : 'good'
                            }
                            size="sm"
                          >
                            {e.message}
                          </StatusBadge>
                        </Table.Td>
                        <Table.Td>{e.instance_id}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Stack>
        </Paper>

        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="spread-title">
          <Stack gap="xs">
            <Title order={2} size="h4" id="spread-title">
              Live connections by instance
            </Title>
            {up.length === 0 ? (
              <Text c="dimmed">No instance is up.</Text>
            ) : (
              <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {up.map((instance) => {
                  const n = instance.latest?.live_connections ?? 0;
                  return (
                    <li key={instance.id}>
                      <Text size="sm">
                        {instance.hostname} · pid {instance.pid}: {n}{' '}
                        {n === 1 ? 'browser' : 'browsers'}
                      </Text>
                      <Progress
                        value={connections === 0 ? 0 : (n / connections) * 100}
                        color={instanceColor(status.instances.indexOf(instance))}
                        aria-hidden
                      />
                    </li>
                  );
                })}
              </Stack>
            )}
          </Stack>
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
