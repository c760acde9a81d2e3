import { Anchor, Center, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

import { QueryErrorAlert } from '@/components/ui/query-error-alert';
import { StatusBadge } from '@/components/ui/status-badge';
import { paths } from '@/config/paths';
import { useServerStatus } from '../api/get-server-status';
import { formatUptime } from '../format';
import { formatInstant } from '@/lib/time-format';
import { formatBytes } from '@/lib/format/numbers';

/** Server Management: the processes serving this deployment, up or down, over the last day. */
export function ServerInstances() {
  const status = useServerStatus('24h', 30_000);

  let content;
  if (status.isPending) {
    content = (
      <Center py="md" role="status">
        <Loader role="status" aria-label="Loading the server instances" />
      </Center>
    );
  } else if (status.isError) {
    content = (
      <QueryErrorAlert
        title="Could not load the server instances"
        error={status.error}
        onRetry={() => void status.refetch()}
        retrying={status.isFetching}
      />
    );
  } else if (status.data.instances.length === 0) {
    content = <Text c="dimmed">No server instance has reported in the last 24 hours.</Text>;
  } else {
    content = (
      <Table.ScrollContainer
        minWidth={720}
        type="native"
        tabIndex={0}
        role="group"
        aria-label="Server instance table"
      >
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Instance</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Version</Table.Th>
              <Table.Th>Started</Table.Th>
              <Table.Th>Uptime</Table.Th>
              <Table.Th>CPU</Table.Th>
              <Table.Th>Memory</Table.Th>
              <Table.Th>Live browsers</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {status.data.instances.map((i) => (
              <Table.Tr key={i.id}>
                <Table.Td>
                  {i.hostname} · pid {i.pid}
                </Table.Td>
                <Table.Td>
                  <StatusBadge tone={i.up ? 'good' : 'idle'} size="sm">
                    {i.up ? 'Up' : 'Down'}
                  </StatusBadge>
                </Table.Td>
                <Table.Td>{i.version}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <time dateTime={i.started_at}>
                    {formatInstant(i.started_at, { dateStyle: 'medium', timeStyle: 'medium' })}
                  </time>
                </Table.Td>
                <Table.Td>{formatUptime(i.uptime_seconds)}</Table.Td>
                <Table.Td>{i.latest ? `${String(i.latest.cpu_percent)}%` : '—'}</Table.Td>
                <Table.Td>{i.latest ? formatBytes(i.latest.rss_bytes) : '—'}</Table.Td>
                <Table.Td>{i.latest ? i.latest.live_connections : '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <Stack gap="md">
      <Text>
        The server processes of this deployment, each reporting its own figures every 10 seconds.{' '}
        <Anchor component={Link} to={paths.admin.serverStatus.getHref()} underline="always">
          Open the server status dashboard
        </Anchor>
      </Text>
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="instances-title">
        <Stack gap="xs">
          <Title order={2} size="h4" id="instances-title">
            Instances
          </Title>
          {content}
        </Stack>
      </Paper>
    </Stack>
  );
}
