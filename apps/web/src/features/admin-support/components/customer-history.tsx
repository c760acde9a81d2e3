import { Anchor, Card, List, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { CustomerHistory as History } from '@wildfire/shared';
import { Link } from 'react-router';

import { QueryErrorAlert } from '@/components/ui/query-error-alert';
import { TableScroll } from '@/components/ui/table-scroll';
import { paths } from '@/config/paths';
import { useCustomerHistory } from '../api/get-customer-history';
import { LoadingState } from '@/components/ui/paged-list';
import { PriorityBadge, TicketStatusBadge } from './ticket-badges';
import { formatDate } from '@/lib/format/dates';

function HistoryView({
  history,
  exceptTicketId,
  headingLevel,
}: {
  history: History;
  exceptTicketId: number | undefined;
  headingLevel: 2 | 3;
}) {
  const { customer } = history;
  const tickets = history.tickets.filter((t) => t.id !== exceptTicketId);
  const sub = headingLevel === 2 ? 3 : 4;
  return (
    <Stack gap="md" aria-label={`History of ${customer.name}`} role="region">
      <Title order={headingLevel} size="h3">
        {customer.name}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        <Text size="sm">
          Email:{' '}
          <Anchor href={`mailto:${customer.email}`} underline="always">
            {customer.email}
          </Anchor>
        </Text>
        <Text size="sm">Phone: {customer.phone ?? '—'}</Text>
        <Text size="sm">Customer since {formatDate(customer.customer_since)}</Text>
        <Text size="sm">
          {`${String(customer.ticket_count)} tickets, ${String(customer.open_ticket_count)} open`}
        </Text>
      </SimpleGrid>
      <Card withBorder radius="md" p="sm">
        <Title order={sub} size="h5" mb="xs">
          {exceptTicketId === undefined ? 'Tickets' : 'Other tickets'}
        </Title>
        {tickets.length === 0 ? (
          <Text size="sm">
            {exceptTicketId === undefined
              ? 'This customer has no support tickets.'
              : 'This customer has no other support tickets.'}
          </Text>
        ) : (
          <TableScroll minWidth={620} label="Customer tickets">
            <Table aria-label="Customer tickets" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Ticket ID</Table.Th>
                  <Table.Th>Subject</Table.Th>
                  <Table.Th>Priority</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Created</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {tickets.map((t) => (
                  <Table.Tr key={t.id}>
                    <Table.Td>
                      <Anchor component={Link} to={paths.admin.supportTicket.getHref(t.code)}>
                        {t.code}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{t.subject}</Table.Td>
                    <Table.Td>
                      <PriorityBadge priority={t.priority} />
                    </Table.Td>
                    <Table.Td>
                      <TicketStatusBadge status={t.status} />
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(t.created_at)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        )}
      </Card>
      <Card withBorder radius="md" p="sm">
        <Title order={sub} size="h5" mb="xs">
          Properties
        </Title>
        {history.properties.length === 0 ? (
          <Text size="sm">No properties for this customer.</Text>
        ) : (
          <List size="sm" spacing={4} aria-label="Customer properties">
            {history.properties.map((p) => (
              <List.Item key={p.id}>
                {p.site_id ? (
                  <Anchor
                    component={Link}
                    to={paths.admin.panel.getHref(p.site_id)}
                    underline="always"
                  >
                    {p.name}
                  </Anchor>
                ) : (
                  p.name
                )}
                {` · ${p.address} · ${p.role}`}
              </List.Item>
            ))}
          </List>
        )}
      </Card>
    </Stack>
  );
}

/** View Customer History: the customer, their (other) tickets and their properties. */
export function CustomerHistory({
  customerId,
  exceptTicketId,
  headingLevel = 2,
}: {
  customerId: number;
  /** On a ticket's page, that ticket is left out ("other tickets"). */
  exceptTicketId?: number;
  headingLevel?: 2 | 3;
}) {
  const query = useCustomerHistory(customerId);
  if (query.isPending) return <LoadingState label="Loading the customer history" />;
  if (query.isError) {
    return (
      <QueryErrorAlert
        title="The customer history could not be loaded"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return (
    <HistoryView history={query.data} exceptTicketId={exceptTicketId} headingLevel={headingLevel} />
  );
}
