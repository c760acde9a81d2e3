import { Card, Group, Stack, Text } from '@mantine/core';
import { type MyTicketDetail } from '@wildfire/shared';

import { formatDateTime } from '@/lib/format/dates';

/** The messages between the customer and support on a ticket. */
export function TicketConversation({ ticket }: { ticket: MyTicketDetail }) {
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
