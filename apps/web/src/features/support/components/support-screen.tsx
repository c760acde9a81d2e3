import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  canOpenAdminScreen,
  customerTicketSchema,
  isBlankReply,
  TICKET_CATEGORIES,
  TICKET_LIMITS,
  ticketDetailStatusLabel,
  type MyTicket,
  type MyTicketDetail,
  type TicketCategory,
} from '@wildfire/shared';
import { type FormEvent, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';

import { QueryErrorAlert } from '@/components/ui/query-error-alert';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useCurrentUser } from '@/lib/auth/auth-context';
import { useProperties } from '@/lib/site-data';
import { useCreateMyTicket } from '../api/create-my-ticket';
import { useMyTicket } from '../api/get-my-ticket';
import { useMyTickets } from '../api/get-my-tickets';
import { useReplyToMyTicket } from '../api/reply-to-my-ticket';
import { inPersonZone } from '@/lib/time-format';
import { StackedTable } from '@/components/ui/stacked-table';

const dateTime = inPersonZone({ dateStyle: 'medium', timeStyle: 'short' });
const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
const failureText = (error: unknown) =>
  error instanceof Error && error.message !== '' ? error.message : 'Something went wrong.';
const DISMISS = { 'aria-label': 'Dismiss notice' } as const;
const NO_PROPERTY = 'none';

function Loading({ label }: { label: string }) {
  return (
    <Group justify="center" py="xl" role="status">
      <Loader role="status" aria-label={label} />
    </Group>
  );
}

function StatusLabel({ status }: { status: MyTicket['status'] }) {
  return (
    <Badge variant="outline" color="gray.6" c="var(--mantine-color-text)" radius="sm">
      {ticketDetailStatusLabel(status)}
    </Badge>
  );
}

// ---- one ticket ----

function ReplyForm({ ticket }: { ticket: MyTicketDetail }) {
  const [text, setText] = useState('');
  const reply = useReplyToMyTicket(ticket.code);
  if (!ticket.can_reply) {
    return (
      <Text size="sm">This ticket is closed. Please open a new ticket if you need more help.</Text>
    );
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Empty or whitespace-only replies are ignored.
    if (isBlankReply(text)) return;
    reply.mutate(text, {
      onSuccess: () => {
        setText('');
        notifications.show({
          closeButtonProps: DISMISS,
          color: 'green',
          title: 'Reply sent',
          message: 'Our support team will answer here and by email.',
        });
      },
      onError: (error) => {
        notifications.show({
          closeButtonProps: DISMISS,
          color: 'red',
          title: 'Your reply was not sent',
          message: failureText(error),
        });
      },
    });
  };
  return (
    <form onSubmit={onSubmit} aria-label="Reply to support">
      <Stack gap="xs">
        <Textarea
          label="Your reply"
          autosize
          minRows={3}
          maxLength={TICKET_LIMITS.message}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
          }}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={reply.isPending}>
            Send Reply
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function TicketConversation({ ticket }: { ticket: MyTicketDetail }) {
  if (ticket.messages.length === 0) {
    return <Text size="sm">No replies yet. Our support team answers here and by email.</Text>;
  }
  return (
    <Stack
      component="ol"
      gap="sm"
      aria-label="Conversation"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {ticket.messages.map((m) => (
        <Card
          component="li"
          key={m.id}
          withBorder
          radius="md"
          p="sm"
          style={{
            borderLeft: `4px solid ${m.role === 'support' ? 'var(--mantine-color-green-7)' : 'var(--mantine-color-blue-6)'}`,
          }}
        >
          <Group justify="space-between" gap="xs" mb={4}>
            <Text size="sm" fw={600}>
              {m.role === 'support' ? `${m.author}, Wildfire Defense Support` : m.author}
            </Text>
            <Text size="xs" component="time" dateTime={m.at}>
              {formatDateTime(m.at)}
            </Text>
          </Group>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {m.content}
          </Text>
        </Card>
      ))}
    </Stack>
  );
}

function TicketView({ ticketId, onBack }: { ticketId: string; onBack: () => void }) {
  const query = useMyTicket(ticketId);
  return (
    <Stack gap="md">
      <div>
        <Button variant="default" size="xs" onClick={onBack}>
          ← All my tickets
        </Button>
      </div>
      {query.isPending ? (
        <Loading label="Loading your ticket" />
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

// ---- the list and a new ticket ----

interface Values extends Record<string, unknown> {
  subject: string;
  description: string;
  category: TicketCategory;
  property: string;
}
const EMPTY: Values = { subject: '', description: '', category: 'General', property: NO_PROPERTY };

function NewTicketForm({
  onCreated,
  onCancel,
}: {
  onCreated: (code: string) => void;
  onCancel: () => void;
}) {
  const { form, failure, busy, onSubmit } = useSchemaForm({
    initialValues: EMPTY,
    schema: customerTicketSchema,
    toInput: (values) => ({
      subject: values.subject,
      description: values.description,
      category: values.category,
      property_id: values.property === NO_PROPERTY ? null : Number(values.property),
    }),
    fieldOf: { property_id: 'property' },
    failureOf: failureText,
  });
  const { values } = form;
  const properties = useProperties();
  const create = useCreateMyTicket();

  const set = (field: 'property' | 'category', value: string) => {
    form.setFieldValue(field, value);
  };

  const onSend = onSubmit(async (body) => {
    const ticket = await create.mutateAsync(body);
    notifications.show({
      closeButtonProps: DISMISS,
      color: 'green',
      title: `Ticket ${ticket.code} opened`,
      message: 'Our support team will answer here and by email.',
    });
    form.setValues(EMPTY);
    onCreated(ticket.code);
  });

  return (
    <Card withBorder radius="md" p="md" component="section" aria-label="New ticket">
      <form onSubmit={onSend} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4">
            Open a New Ticket
          </Title>
          <TextInput
            label="Subject"
            required
            maxLength={TICKET_LIMITS.subject}
            {...form.getInputProps('subject')}
          />
          <Group grow align="flex-start" wrap="wrap">
            <Select
              label="Property"
              data={[
                { value: NO_PROPERTY, label: 'Not about a property' },
                ...(properties.data ?? []).map((p) => ({ value: String(p.id), label: p.name })),
              ]}
              value={values.property}
              allowDeselect={false}
              onChange={(value) => {
                if (value) set('property', value);
              }}
              error={form.errors.property}
              miw={200}
            />
            <Select
              label="Category"
              data={[...TICKET_CATEGORIES]}
              value={values.category}
              allowDeselect={false}
              onChange={(value) => {
                if (value) set('category', value);
              }}
              miw={200}
            />
          </Group>
          <Textarea
            label="How can we help?"
            required
            autosize
            minRows={4}
            maxLength={TICKET_LIMITS.description}
            {...form.getInputProps('description')}
          />
          {failure && (
            <Alert
              color="red"
              variant="light"
              role="alert"
              styles={{ message: { color: 'var(--mantine-color-text)' } }}
            >
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Submit Ticket
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

function TicketList({ onOpen }: { onOpen: (code: string) => void }) {
  const [page, setPage] = useState(1);
  const query = useMyTickets(page);
  if (query.isPending) return <Loading label="Loading your tickets" />;
  if (query.isError) {
    return (
      <QueryErrorAlert
        title="Your tickets could not be loaded"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const { items, total, page_size: pageSize } = query.data;
  if (items.length === 0) {
    return <Text>You have no support tickets yet.</Text>;
  }
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Stack gap="sm">
      <StackedTable striped aria-label="My support tickets">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Ticket</Table.Th>
            <Table.Th>Subject</Table.Th>
            <Table.Th>Property</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Last update</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((t) => (
            <Table.Tr key={t.id}>
              <Table.Td data-label="Ticket" style={{ whiteSpace: 'nowrap' }}>
                {t.code}
              </Table.Td>
              <Table.Td data-label="Subject">
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  ta="left"
                  onClick={() => {
                    onOpen(t.code);
                  }}
                >
                  {t.subject}
                </Anchor>
              </Table.Td>
              <Table.Td data-label="Property">{t.property?.name ?? '—'}</Table.Td>
              <Table.Td data-label="Status">
                <StatusLabel status={t.status} />
              </Table.Td>
              <Table.Td data-label="Last update" style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(t.updated_at)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </StackedTable>
      {pages > 1 && (
        <Group component="nav" aria-label="My tickets pages" justify="flex-end" gap="sm">
          <Button
            size="xs"
            variant="default"
            disabled={page <= 1}
            onClick={() => {
              setPage(page - 1);
            }}
          >
            Previous
          </Button>
          <Text size="sm">{`Page ${String(page)} of ${String(pages)}`}</Text>
          <Button
            size="xs"
            variant="default"
            disabled={page >= pages}
            onClick={() => {
              setPage(page + 1);
            }}
          >
            Next
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/**
 * Support (the footer's Support link): a customer's own tickets, each with its public
 * conversation (staff replies arrive here and by email; internal notes never do), replies and
 * new tickets. `?ticket=TICK-001` opens one.
 */
export function SupportScreen() {
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const formId = useId();
  const ticketId = params.get('ticket');

  const open = (code: string | null) => {
    setParams(code ? { ticket: code } : {});
  };

  if (user.kind !== 'customer') {
    return (
      <Alert
        variant="light"
        color="blue"
        styles={{ message: { color: 'var(--mantine-color-text)' } }}
      >
        <Stack gap="xs">
          <Text size="sm">
            Customers open and follow their support tickets here. Staff answer them in the
            back-office.
          </Text>
          {canOpenAdminScreen(user.permissions, 'support') && (
            <Anchor component={Link} to={paths.admin.support.getHref()} size="sm">
              Open Support Tickets in the back-office
            </Anchor>
          )}
        </Stack>
      </Alert>
    );
  }

  if (ticketId) {
    return (
      <TicketView
        key={ticketId}
        ticketId={ticketId}
        onBack={() => {
          open(null);
        }}
      />
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm" maw={560}>
          Questions about your system, your account or a bill? Open a ticket: our support team
          answers here and by email.
        </Text>
        {!creating && (
          <Button
            aria-expanded={creating}
            aria-controls={formId}
            onClick={() => {
              setCreating(true);
            }}
          >
            Open a New Ticket
          </Button>
        )}
      </Group>
      <div id={formId}>
        {creating && (
          <NewTicketForm
            onCreated={(code) => {
              setCreating(false);
              open(code);
            }}
            onCancel={() => {
              setCreating(false);
            }}
          />
        )}
      </div>
      <Title order={2} size="h3">
        My tickets
      </Title>
      <TicketList onOpen={open} />
    </Stack>
  );
}
