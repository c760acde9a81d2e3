import { Badge, Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import {
  arrangeConversation,
  TICKET_CONVERSATION_FILTERS,
  TICKET_CONVERSATION_ORDERS,
  type TicketConversationFilter,
  type TicketConversationOrder,
  type TicketMessage,
  type TicketMessageRole,
} from '@wildfire/shared';
import { useState } from 'react';
import { formatDateTime } from '@/lib/format/dates';

const ROLE_LABELS: Record<TicketMessageRole, string> = {
  customer: 'Customer',
  support: 'Staff',
  internal: 'Internal',
  system: 'System',
};

/** Each role has its own edge colour so the kinds of message tell apart at a glance. */
const ROLE_BORDERS: Record<TicketMessageRole, string> = {
  customer: 'var(--mantine-color-blue-6)',
  support: 'var(--mantine-color-green-7)',
  internal: 'var(--mantine-color-yellow-6)',
  system: 'var(--mantine-color-gray-6)',
};

const FILTERS = Object.keys(TICKET_CONVERSATION_FILTERS) as TicketConversationFilter[];

function MessageItem({ message }: { message: TicketMessage }) {
  return (
    <Card
      component="li"
      withBorder
      radius="md"
      p="sm"
      style={{ borderLeft: `4px solid ${ROLE_BORDERS[message.role]}` }}
      aria-label={`${ROLE_LABELS[message.role]} message from ${message.author}`}
    >
      <Group justify="space-between" gap="xs" wrap="wrap" mb={4}>
        <Group gap="xs">
          <Text size="sm" fw={600}>
            {message.author}
          </Text>
          <Badge size="sm" variant="outline" color="gray.6" c="var(--mantine-color-text)">
            {message.role === 'internal' ? 'Internal (staff only)' : ROLE_LABELS[message.role]}
          </Badge>
        </Group>
        <Text size="xs" component="time" dateTime={message.at}>
          {formatDateTime(message.at)}
        </Text>
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {message.content}
      </Text>
    </Card>
  );
}

/** The conversation (section 2.7): role filters All, Customer, Staff, Internal, System and a sort toggle. */
export function Conversation({ messages }: { messages: TicketMessage[] }) {
  const [filter, setFilter] = useState<TicketConversationFilter>('All');
  const [order, setOrder] = useState<TicketConversationOrder>('Oldest First');
  const shown = arrangeConversation(messages, filter, order);

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <Title order={2} size="h3">
          Conversation
        </Title>
        <Group gap="sm" wrap="wrap">
          <SegmentedControl
            size="xs"
            aria-label="Show messages from"
            data={FILTERS}
            value={filter}
            onChange={(value) => {
              setFilter(value as TicketConversationFilter);
            }}
          />
          <SegmentedControl
            size="xs"
            aria-label="Order"
            data={[...TICKET_CONVERSATION_ORDERS]}
            value={order}
            onChange={(value) => {
              setOrder(value as TicketConversationOrder);
            }}
          />
        </Group>
      </Group>
      {shown.length === 0 ? (
        <Text size="sm">
          {filter === 'All' ? 'No messages yet.' : `No ${filter.toLowerCase()} messages yet.`}
        </Text>
      ) : (
        <Stack
          component="ol"
          gap="sm"
          aria-label="Conversation"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {shown.map((message) => (
            <MessageItem key={message.id} message={message} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
