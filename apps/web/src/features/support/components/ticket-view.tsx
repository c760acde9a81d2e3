import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';

import { QueryErrorAlert } from '@/components/ui/query-error-alert';
import { ApiError } from '@/lib/api-client';
import { useMyTicket } from '../api/get-my-ticket';
import { formatDateTime } from '@/lib/format/dates';
import { LoadingState } from '@/components/ui/paged-list';
import { StatusLabel } from './ticket-status-label';
import { ReplyForm } from './reply-form';
import { TicketConversation } from './ticket-conversation';

/** One of my tickets: its subject and status, the conversation and the reply box. */
export function TicketView({ ticketId, onBack }: { ticketId: string; onBack: () => void }) {
  const query = useMyTicket(ticketId);
  return (
    <Stack gap="md">
      <div>
        <Button variant="default" size="xs" onClick={onBack}>
          ← All my tickets
        </Button>
      </div>
      {query.isPending ? (
        <LoadingState label="Loading your ticket" />
      ) : query.isError ? (
        query.error instanceof ApiError && query.error.status === 404 ? (
          <Text>{`Ticket ${ticketId} was not found among your tickets.`}</Text>
        ) : (
          <QueryErrorAlert
            title="Your ticket could not be loaded"
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        )
      ) : (
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} size="h3">
              {`${query.data.code}: ${query.data.subject}`}
            </Title>
            <Group gap="xs">
              <StatusLabel status={query.data.status} />
              <Text size="sm">
                {`${query.data.category}${query.data.property ? ` · ${query.data.property.name}` : ''} · opened ${formatDateTime(query.data.created_at)}`}
              </Text>
            </Group>
          </Stack>
          <Card withBorder radius="md" p="md">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {query.data.description}
            </Text>
          </Card>
          <Title order={3} size="h4">
            Conversation
          </Title>
          <TicketConversation ticket={query.data} />
          <ReplyForm ticket={query.data} />
        </Stack>
      )}
    </Stack>
  );
}
