import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { canOpenAdminScreen } from '@wildfire/shared';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';

import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/auth/auth-context';
import { TicketView } from './ticket-view';
import { NewTicketForm } from './new-ticket-form';
import { TicketList } from './ticket-list';

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
