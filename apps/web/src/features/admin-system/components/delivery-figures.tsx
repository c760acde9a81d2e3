import { Paper, Stack, Table, Text, Title } from '@mantine/core';

import { QueryErrorAlert } from '@/components/ui/query-error-alert';
import { StatusBadge } from '@/components/ui/status-badge';
import { useDeliveryFigures, type ChannelFigure } from '../api/get-delivery-figures';

/** 1234 ms → "1.2 s"; 480 → "480 ms"; over a minute in minutes. */
export function formatDuration(ms: number): string {
  if (ms < 1_000) return `${String(Math.round(ms))} ms`;
  if (ms < 60_000) return `${(ms / 1_000).toFixed(1)} s`;
  return `${(ms / 60_000).toFixed(1)} min`;
}

function Verdict({ figure }: { figure: ChannelFigure }) {
  if (figure.target_ms === null) return <Text size="sm">No target</Text>;
  if (figure.within_target === null) return <Text size="sm">Nothing measured</Text>;
  return (
    <StatusBadge tone={figure.within_target ? 'good' : 'alert'} size="sm">
      {figure.within_target ? 'Within target' : 'Over target'}
    </StatusBadge>
  );
}

/**
 * How fast alarms reach people: per channel, the median and 95th percentile time from an alarm
 * to the provider accepting its message over the last day, against the spec's targets (email
 * under 30 s, SMS under 10 s). Messages kept in a log because no provider is configured do not
 * count: they reached nobody.
 */
export function DeliveryFigures() {
  const figures = useDeliveryFigures();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="delivery-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="delivery-title">
          Alert delivery, last 24 hours
        </Title>
        <Text size="sm">
          Time from an alarm to its provider accepting the message. Targets: email under 30 s, SMS
          under 10 s.
        </Text>
        {figures.isPending ? (
          <Text size="sm">Loading…</Text>
        ) : figures.isError ? (
          <QueryErrorAlert
            title="The delivery figures could not be loaded"
            error={figures.error}
            onRetry={() => void figures.refetch()}
            retrying={figures.isFetching}
          />
        ) : (
          <Table.ScrollContainer
            minWidth={520}
            type="native"
            tabIndex={0}
            role="group"
            aria-labelledby="delivery-title"
          >
            <Table aria-label="Alert delivery times">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Channel</Table.Th>
                  <Table.Th>Messages</Table.Th>
                  <Table.Th>Median</Table.Th>
                  <Table.Th>95th percentile</Table.Th>
                  <Table.Th>Target</Table.Th>
                  <Table.Th>Status</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {figures.data.channels.map((figure) => (
                  <Table.Tr key={figure.channel}>
                    <Table.Td>{figure.label}</Table.Td>
                    <Table.Td>{figure.count}</Table.Td>
                    <Table.Td>
                      {figure.median_ms === null ? '—' : formatDuration(figure.median_ms)}
                    </Table.Td>
                    <Table.Td>
                      {figure.p95_ms === null ? '—' : formatDuration(figure.p95_ms)}
                    </Table.Td>
                    <Table.Td>
                      {figure.target_ms === null
                        ? '—'
                        : `under ${formatDuration(figure.target_ms)}`}
                    </Table.Td>
                    <Table.Td>
                      <Verdict figure={figure} />
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
