import {
  Anchor,
  Button,
  Card,
  CloseButton,
  Grid,
  Group,
  List,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { PermissionId, TicketDetail as Ticket } from '@wildfire/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { QueryErrorAlert } from '@/components/ui/query-error-alert';
import { paths } from '@/config/paths';
import { ApiError, serverMessage } from '@/lib/api-client';
import { useTicket } from '../api/get-ticket';
import { useRemoveCollaborator } from '../api/remove-collaborator';
import { Conversation } from './conversation';
import { LoadingState } from '@/components/ui/paged-list';
import { QuickActions } from './quick-actions';
import { ReplyBox } from './reply-box';
import { PriorityBadge, TicketStatusBadge } from './ticket-badges';
import { TicketUpdateForm } from './ticket-update-form';
import { DISMISS } from '@/components/ui/notices';
import { formatDate, formatDateTime } from '@/lib/format/dates';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" p="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

function CustomerInformation({ ticket }: { ticket: Ticket }) {
  const { customer, property } = ticket;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {customer.name}
      </Text>
      <Text size="sm">
        <Anchor href={`mailto:${customer.email}`} underline="always">
          {customer.email}
        </Anchor>
      </Text>
      <Text size="sm">{customer.phone ?? 'No phone number'}</Text>
      <Text size="sm">{`Customer since ${formatDate(customer.customer_since)}`}</Text>
      <Text size="sm">{`${String(customer.ticket_count)} support tickets in all`}</Text>
      {property ? (
        <Text size="sm">
          Property:{' '}
          {property.panel_id !== null ? (
            <Anchor
              component={Link}
              to={paths.admin.panel.getHref(property.panel_id)}
              underline="always"
            >
              {property.name}
            </Anchor>
          ) : (
            property.name
          )}
          {` · ${property.address}`}
        </Text>
      ) : (
        <Text size="sm">Not about a particular property.</Text>
      )}
    </Stack>
  );
}

function Collaborators({ ticket, canEdit }: { ticket: Ticket; canEdit: boolean }) {
  const remove = useRemoveCollaborator(ticket.code);
  if (ticket.collaborators.length === 0) {
    return <Text size="sm">No collaborators yet.</Text>;
  }
  const confirmRemove = (person: Ticket['collaborators'][number]) => {
    modals.openConfirmModal({
      title: 'Remove collaborator',
      children: <Text size="sm">{`Remove ${person.name} from ${ticket.code}?`}</Text>,
      labels: { confirm: 'Remove', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        remove.mutate(person.id, {
          onError: (error) => {
            notifications.show({
              closeButtonProps: DISMISS,
              color: 'red',
              title: 'The collaborator was not removed',
              message: serverMessage(error),
            });
          },
        });
      },
    });
  };
  return (
    <List spacing={4} size="sm" listStyleType="none" aria-label="Collaborators" pl={0}>
      {ticket.collaborators.map((person) => (
        <List.Item key={person.id}>
          <Group gap="xs" wrap="nowrap" justify="space-between">
            <Text size="sm">{`${person.name} (${person.email})`}</Text>
            {canEdit && (
              <CloseButton
                size="sm"
                aria-label={`Remove ${person.name}`}
                onClick={() => {
                  confirmRemove(person);
                }}
              />
            )}
          </Group>
        </List.Item>
      ))}
    </List>
  );
}

function TicketView({
  ticket,
  permissions,
}: {
  ticket: Ticket;
  permissions: readonly PermissionId[];
}) {
  const canEdit = permissions.includes('edit_support_tickets');
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Title order={2} size="h3">
            {`${ticket.code}: ${ticket.subject}`}
          </Title>
          <Group gap="xs">
            <TicketStatusBadge status={ticket.status} />
            <PriorityBadge priority={ticket.priority} />
            <Text size="sm">{ticket.category}</Text>
          </Group>
        </Stack>
      </Group>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <Card withBorder radius="md" p="md" component="section" aria-label="Description">
              <Title order={2} size="h4" mb="xs">
                Description
              </Title>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {ticket.description}
              </Text>
              <Text size="xs" mt="xs">
                {`Opened ${formatDateTime(ticket.created_at)}${ticket.created_by ? ` by ${ticket.created_by.name}` : ''} · last updated ${formatDateTime(ticket.updated_at)}`}
              </Text>
            </Card>
            <Card withBorder radius="md" p="md">
              <Conversation messages={ticket.messages} />
            </Card>
            {canEdit && (
              <Card withBorder radius="md" p="md" component="section" aria-label="Reply">
                <ReplyBox ticketId={ticket.code} customerEmail={ticket.customer.email} />
              </Card>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <Panel title="Customer Information">
              <CustomerInformation ticket={ticket} />
            </Panel>
            <Panel title="Ticket Details">
              <TicketUpdateForm
                key={`${ticket.status}|${ticket.priority}|${ticket.category}|${String(ticket.assignee?.id)}`}
                ticket={ticket}
                permissions={permissions}
              />
            </Panel>
            <Panel title="Quick Actions">
              <QuickActions ticket={ticket} permissions={permissions} />
            </Panel>
            <Panel title="Collaborators">
              <Collaborators ticket={ticket} canEdit={canEdit} />
            </Panel>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** Ticket detail (admin-back-office.md 2.7). */
export function TicketDetail({
  ticketId,
  permissions,
}: {
  ticketId: string;
  permissions: readonly PermissionId[];
}) {
  const query = useTicket(ticketId);
  return (
    <Stack gap="md">
      <div>
        <Button component={Link} to={paths.admin.support.getHref()} variant="default" size="xs">
          ← Back to Support Tickets
        </Button>
      </div>
      {query.isPending ? (
        <LoadingState label="Loading the ticket" />
      ) : query.isError ? (
        query.error instanceof ApiError && query.error.status === 404 ? (
          <Text>{`Ticket ${ticketId} was not found.`}</Text>
        ) : (
          <QueryErrorAlert
            title="The ticket could not be loaded"
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        )
      ) : (
        <TicketView ticket={query.data} permissions={permissions} />
      )}
    </Stack>
  );
}
