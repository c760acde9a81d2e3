import { Center, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';

import { QueryErrorAlert } from '@/components/ui/query-error-alert';
import { StatusBadge } from '@/components/ui/status-badge';
import { usePanelLogs } from '../api/get-panel-logs';
import { formatInstant } from '@/lib/time-format';
import { StackedTable } from '@/components/ui/stacked-table';

/** The 20 most recent entries of the panel's log, newest first. */
export function PanelLogList({ siteId }: { siteId: string }) {
  const logs = usePanelLogs(siteId);

  let content;
  if (logs.isPending) {
    content = (
      <Center py="md" role="status">
        <Loader role="status" aria-label="Loading the panel logs" />
      </Center>
    );
  } else if (logs.isError) {
    content = (
      <QueryErrorAlert
        title="Could not load the panel logs"
        error={logs.error}
        onRetry={() => void logs.refetch()}
        retrying={logs.isFetching}
      />
    );
  } else if (logs.data.length === 0) {
    content = (
      <Paper withBorder p="md" radius="md">
        <Text>The panel at this property has not logged anything yet.</Text>
      </Paper>
    );
  } else {
    content = (
      <StackedTable striped aria-label="Panel log table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Timestamp</Table.Th>
            <Table.Th>Level</Table.Th>
            <Table.Th>Message</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {logs.data.map((entry, i) => (
            <Table.Tr key={`${entry.timestamp}-${String(i)}`}>
              <Table.Td data-label="Timestamp" style={{ whiteSpace: 'nowrap' }}>
                <time dateTime={entry.timestamp}>
                  {formatInstant(entry.timestamp, { dateStyle: 'medium', timeStyle: 'medium' })}
                </time>
              </Table.Td>
              {/* As narrow as its badge, never truncating it. */}
              <Table.Td data-label="Level" style={{ width: '1%', whiteSpace: 'nowrap' }}>
                <StatusBadge
                  tone={
                    entry.level === 'INFO' ? 'idle' : entry.level === 'WARN' ? 'caution' : 'alert'
                  }
                  size="sm"
                >
                  {entry.level}
                </StatusBadge>
              </Table.Td>
              <Table.Td data-label="Message">{entry.message}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </StackedTable>
    );
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby="panel-logs">
      <Title order={2} size="h3" id="panel-logs">
        Recent Panel Logs
      </Title>
      {content}
    </Stack>
  );
}
