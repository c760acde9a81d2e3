import { Anchor, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { smsNumber } from '@wildfire/shared';
import { Link } from 'react-router';

import { LoadingState } from '@/components/ui/paged-list';
import { QueryErrorAlert } from '@/components/ui/query-error-alert';
import { StatusBadge, type StatusTone } from '@/components/ui/status-badge';
import { paths } from '@/config/paths';
import { formatInstant } from '@/lib/time-format';
import {
  useAcknowledgeEscalated,
  useOnCallQueue,
  type EscalationEvent,
  type QueueItem,
} from '../api/on-call';
import { DISMISS } from '@/components/ui/notices';

/** The notice's close button, named for screen readers. */

const STATE: Record<QueueItem['state'], { tone: StatusTone; text: string }> = {
  escalating: { tone: 'alert', text: 'Not acknowledged' },
  acknowledged: { tone: 'good', text: 'Acknowledged' },
  cleared: { tone: 'idle', text: 'Cleared' },
};

const OUTCOME: Record<EscalationEvent['status'], string> = {
  sent: 'Sent',
  failed: 'Failed',
  not_configured: 'Not configured',
  nobody: 'Nobody to tell',
  done: 'Done',
};

const when = (at: string) => formatInstant(at, { dateStyle: 'medium', timeStyle: 'short' });

/** The recorded steps of one alarm's escalation: who was told, when, how, and what came of it. */
function History({ item }: { item: QueueItem }) {
  const id = `history-${String(item.alert_id)}`;
  return (
    <>
      <Title order={4} size="h6" id={id}>
        History
      </Title>
      <Table.ScrollContainer
        minWidth={520}
        type="native"
        tabIndex={0}
        role="group"
        aria-labelledby={id}
      >
        <Table aria-labelledby={id}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Time</Table.Th>
              <Table.Th>Step</Table.Th>
              <Table.Th>Who</Table.Th>
              <Table.Th>Channel</Table.Th>
              <Table.Th>Outcome</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {item.history.map((event, i) => (
              <Table.Tr key={i}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <time dateTime={event.at}>{when(event.at)}</time>
                </Table.Td>
                <Table.Td>{event.step_label}</Table.Td>
                <Table.Td>{event.who}</Table.Td>
                <Table.Td>{event.channel_label ?? '—'}</Table.Td>
                <Table.Td>
                  {OUTCOME[event.status]}
                  {event.attempt > 1 ? ` (try ${String(event.attempt)})` : ''}
                  {event.error ? `: ${event.error}` : ''}
                  {event.next_attempt_at && (
                    <>
                      {' Tried again at '}
                      <time dateTime={event.next_attempt_at}>{when(event.next_attempt_at)}</time>.
                    </>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}

function QueueCard({ item, canAcknowledge }: { item: QueueItem; canAcknowledge: boolean }) {
  const acknowledge = useAcknowledgeEscalated();
  const state = STATE[item.state];
  const titleId = `on-call-${String(item.alert_id)}`;
  const onAcknowledge = async () => {
    try {
      await acknowledge.mutateAsync(item.alert_id);
      notifications.show({
        closeButtonProps: DISMISS,
        color: 'green',
        message: 'Acknowledged: the escalation stopped and those told were let know.',
      });
    } catch (error) {
      notifications.show({
        closeButtonProps: DISMISS,
        color: 'red',
        message: error instanceof Error ? error.message : 'The alarm was not acknowledged.',
      });
    }
  };
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h5" id={titleId}>
            {item.title}
            {item.property_name ? ` at ${item.property_name}` : ''}
          </Title>
          <Group gap="xs">
            <StatusBadge tone="caution" size="sm">
              {`Priority: ${item.priority_label}`}
            </StatusBadge>
            <StatusBadge tone={state.tone} size="sm">
              {state.text}
            </StatusBadge>
          </Group>
        </Group>
        <Text size="sm">{item.description}</Text>
        <Text size="sm" c="dimmed">
          Raised <time dateTime={item.raised_at}>{when(item.raised_at)}</time>; on call since{' '}
          <time dateTime={item.on_call_at}>{when(item.on_call_at)}</time>
          {item.acknowledged_by ? `; acknowledged by ${item.acknowledged_by}` : ''}.
        </Text>
        <Group gap="xs" wrap="wrap">
          {canAcknowledge && item.state === 'escalating' && (
            <Button
              size="sm"
              onClick={() => void onAcknowledge()}
              disabled={acknowledge.isPending}
              aria-describedby={titleId}
            >
              {acknowledge.isPending ? 'Acknowledging...' : 'Acknowledge'}
            </Button>
          )}
          {item.owner_phone ? (
            <Button
              size="sm"
              variant="default"
              component="a"
              href={`tel:${smsNumber(item.owner_phone) ?? item.owner_phone.replace(/[^\d+]/g, '')}`}
            >
              {`Call the owner${item.owner_name ? ` (${item.owner_name}, ${item.owner_phone})` : ''}`}
            </Button>
          ) : (
            <Text size="sm">No phone number on file for the owner.</Text>
          )}
          {item.site_id && (
            <Anchor
              component={Link}
              to={paths.admin.panel.getHref(item.site_id)}
              size="sm"
              underline="always"
            >
              {`Open the panel ${item.site_id}`}
            </Anchor>
          )}
        </Group>
        <History item={item} />
      </Stack>
    </Card>
  );
}

/**
 * Alarms nobody acknowledged in time, escalated to the on-call staff, with their escalation's
 * history; staff holding acknowledge_alerts acknowledge from here, which stops the chain.
 */
export function OnCallQueue({ canAcknowledge }: { canAcknowledge: boolean }) {
  const query = useOnCallQueue();
  return (
    <Stack gap="sm" component="section" aria-labelledby="on-call-queue">
      <Title order={2} size="h3" id="on-call-queue">
        On-call queue
      </Title>
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <QueryErrorAlert
          title="The on-call queue could not be loaded"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.data.items.length === 0 ? (
        <Text>No alarm has been escalated to the on-call staff in the last day.</Text>
      ) : (
        query.data.items.map((item) => (
          <QueueCard key={item.alert_id} item={item} canAcknowledge={canAcknowledge} />
        ))
      )}
    </Stack>
  );
}
