import { Code, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { IngestStatus } from '@wildfire/shared';

import { StatusBadge } from '@/components/ui/status-badge';
import { formatInstant } from '@/lib/time-format';

const STATE_TEXT: Record<IngestStatus['state'], string> = {
  ok: 'Storing',
  stalled: 'Stalled: messages arrive but nothing was stored for 30 s',
  unsubscribed: 'Not subscribed to the panels',
};

/**
 * Ingest as the answering instance sees it (the figures /api/health reports) and the quarantine:
 * panel messages refused (malformed, or refused by the database), kept aside and never retried.
 */
export function IngestStatusPanel({ ingest }: { ingest: IngestStatus }) {
  const age = ingest.newest_stored_age_s;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="ingest-title">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id="ingest-title">
            Ingest
          </Title>
          <StatusBadge tone={ingest.state === 'ok' ? 'good' : 'alert'} size="sm">
            {STATE_TEXT[ingest.state]}
          </StatusBadge>
        </Group>
        <Text size="sm">
          Last minute: {ingest.received_last_minute} received, {ingest.stored_last_minute} stored;
          newest stored{' '}
          {age === null ? 'never (since this instance started)' : `${String(age)} s ago`};{' '}
          {ingest.waiting} waiting; {ingest.quarantine.total} in quarantine.
        </Text>
        <Text size="sm">
          Subscriptions:{' '}
          {ingest.subscriptions.length === 0
            ? 'none'
            : ingest.subscriptions
                .map(
                  (s) => `${s.topic} (${s.granted ? `granted, QoS ${String(s.qos)}` : 'missing'})`,
                )
                .join(', ')}
        </Text>
        <Title order={3} size="h5" id="quarantine-title">
          Quarantine
        </Title>
        {ingest.quarantine.recent.length === 0 ? (
          <Text c="dimmed">No panel message has been quarantined.</Text>
        ) : (
          <Table.ScrollContainer
            minWidth={560}
            type="native"
            tabIndex={0}
            role="group"
            aria-labelledby="quarantine-title"
          >
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Time</Table.Th>
                  <Table.Th>Panel</Table.Th>
                  <Table.Th>Topic</Table.Th>
                  <Table.Th>Reason</Table.Th>
                  <Table.Th>First bytes</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {ingest.quarantine.recent.map((q) => (
                  <Table.Tr key={q.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <time dateTime={q.received_at}>
                        {formatInstant(q.received_at, { dateStyle: 'medium', timeStyle: 'medium' })}
                      </time>
                    </Table.Td>
                    <Table.Td>{q.site_id}</Table.Td>
                    <Table.Td>{q.topic}</Table.Td>
                    <Table.Td>{q.reason}</Table.Td>
                    <Table.Td>
                      <Code style={{ wordBreak: 'break-all' }}>{q.head}</Code>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
