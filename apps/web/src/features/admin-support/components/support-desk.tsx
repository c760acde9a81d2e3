import {
  Anchor,
  Button,
  Card,
  Group,
  List,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  TICKET_CRITICAL_PRIORITY,
  type SupportCustomer,
  type TicketListItem,
} from '@wildfire/shared';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';

import { QueryErrorAlert } from '@/components/ui/query-error-alert';
import { TableScroll } from '@/components/ui/table-scroll';
import { paths } from '@/config/paths';
import { useSupportCustomers } from '../api/get-support-customers';
import { useSupportOverview } from '../api/get-support-overview';
import { CustomerHistory } from './customer-history';
import { LoadingState, PagedList } from '@/components/ui/paged-list';
import { PriorityBadge, TicketStatusBadge } from './ticket-badges';
import { formatDateTime } from '@/lib/format/dates';

const listHref = (params: Record<string, string>) =>
  `${paths.admin.support.getHref()}?${new URLSearchParams(params).toString()}`;

function Figure({ label, value, to }: { label: string; value: number; to?: string }) {
  return (
    <Card withBorder radius="md" p="md">
      <Text size="sm">{label}</Text>
      <Text fz={32} fw={700} lh={1.2}>
        {to ? (
          <Anchor component={Link} to={to} inherit aria-label={`${label}: ${String(value)}`}>
            {value}
          </Anchor>
        ) : (
          value
        )}
      </Text>
    </Card>
  );
}

function NeedingReply({ tickets, total }: { tickets: TicketListItem[]; total: number }) {
  return (
    <Card withBorder radius="md" p="md" component="section" aria-label="Tickets needing a reply">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          Tickets needing a reply
        </Title>
        {total > tickets.length && (
          <Text size="sm">{`The ${String(tickets.length)} waiting longest of ${String(total)}`}</Text>
        )}
      </Group>
      {tickets.length === 0 ? (
        <Text size="sm">Every customer has an answer. Nothing is waiting for a reply.</Text>
      ) : (
        <TableScroll minWidth={720} label="Tickets needing a reply">
          <Table striped aria-label="Tickets needing a reply">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Ticket ID</Table.Th>
                <Table.Th>Subject</Table.Th>
                <Table.Th>Customer</Table.Th>
                <Table.Th>Priority</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Waiting since</Table.Th>
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
                  <Table.Td>{t.customer.name}</Table.Td>
                  <Table.Td>
                    <PriorityBadge priority={t.priority} />
                  </Table.Td>
                  <Table.Td>
                    <TicketStatusBadge status={t.status} />
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatDateTime(t.updated_at)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
    </Card>
  );
}

function Overview() {
  const query = useSupportOverview();
  if (query.isPending) return <LoadingState label="Loading the support desk" />;
  if (query.isError) {
    return (
      <QueryErrorAlert
        title="The support desk could not be loaded"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const data = query.data;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <Figure label="Open tickets" value={data.open_total} to={paths.admin.support.getHref()} />
        <Figure label="Needing a reply" value={data.needing_reply_total} />
        <Figure label="Unassigned open tickets" value={data.unassigned_open} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Card withBorder radius="md" p="md" component="section" aria-label="Open tickets by status">
          <Title order={2} size="h4" mb="sm">
            Open tickets by status
          </Title>
          <List spacing={6} listStyleType="none" pl={0} aria-label="Open tickets by status">
            {data.by_status.map(({ status, count }) => (
              <List.Item key={status}>
                <Group justify="space-between" gap="xs">
                  <Anchor component={Link} to={listHref({ status })} size="sm">
                    {status}
                  </Anchor>
                  <Text size="sm" fw={600}>
                    {count}
                  </Text>
                </Group>
              </List.Item>
            ))}
          </List>
        </Card>
        <Card
          withBorder
          radius="md"
          p="md"
          component="section"
          aria-label="Open tickets by priority"
        >
          <Title order={2} size="h4" mb="sm">
            Open tickets by priority
          </Title>
          <List spacing={6} listStyleType="none" pl={0} aria-label="Open tickets by priority">
            {data.by_priority.map(({ priority, count }) => (
              <List.Item key={priority}>
                <Group justify="space-between" gap="xs">
                  {priority === TICKET_CRITICAL_PRIORITY ? (
                    <Anchor
                      component={Link}
                      to={listHref({ priority: TICKET_CRITICAL_PRIORITY })}
                      size="sm"
                    >
                      Critical
                    </Anchor>
                  ) : (
                    <Text size="sm">{priority}</Text>
                  )}
                  <Text size="sm" fw={600}>
                    {count}
                  </Text>
                </Group>
              </List.Item>
            ))}
          </List>
        </Card>
      </SimpleGrid>
      <NeedingReply tickets={data.needing_reply} total={data.needing_reply_total} />
    </Stack>
  );
}

function CustomerRows({
  rows,
  onHistory,
}: {
  rows: SupportCustomer[];
  onHistory: (id: number) => void;
}) {
  return (
    <TableScroll minWidth={640} label="Customers">
      <Table striped aria-label="Customers">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Customer</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Tickets</Table.Th>
            <Table.Th>Open</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((c) => (
            <Table.Tr key={c.id}>
              <Table.Td>{c.name}</Table.Td>
              <Table.Td>{c.email}</Table.Td>
              <Table.Td>{c.ticket_count}</Table.Td>
              <Table.Td>{c.open_ticket_count}</Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="light"
                  aria-label={`View Customer History of ${c.name}`}
                  onClick={() => {
                    onHistory(c.id);
                  }}
                >
                  View Customer History
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

/** Customer lookup: find a customer by name or email and open their history. */
function CustomerLookup() {
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [page, setPage] = useState(1);
  const query = useSupportCustomers(debounced, page);
  const selected = Number(params.get('customer')) || null;

  const showHistory = (id: number | null) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete('customer');
        else next.set('customer', String(id));
        return next;
      },
      { replace: true },
    );
  };

  return (
    <Card withBorder radius="md" p="md" component="section" aria-label="Customer lookup">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Customer lookup
        </Title>
        <TextInput
          label="Find a customer"
          placeholder="Name or email"
          type="search"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          maw={420}
        />
        <PagedList<SupportCustomer>
          query={query}
          errorTitle="The customers could not be loaded"
          emptyText={
            debounced.trim() ? `No customer matches "${debounced.trim()}".` : 'No customers yet.'
          }
          pagerLabel="Customers pages"
          onPage={setPage}
        >
          {(rows) => <CustomerRows rows={rows} onHistory={showHistory} />}
        </PagedList>
        {selected !== null && (
          <Card withBorder radius="md" p="md" bg="var(--mantine-color-body)">
            <Group justify="space-between" mb="xs">
              <Text size="sm" fw={600}>
                Customer History
              </Text>
              <Button
                size="xs"
                variant="default"
                onClick={() => {
                  showHistory(null);
                }}
              >
                Close history
              </Button>
            </Group>
            <CustomerHistory customerId={selected} headingLevel={3} />
          </Card>
        )}
      </Stack>
    </Card>
  );
}

/**
 * Customer Support (the back-office menu entry): the support desk at a glance, open tickets by
 * status and priority, the tickets waiting for a reply, and a customer lookup with their history.
 */
export function SupportDesk() {
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button component={Link} to={paths.admin.support.getHref()}>
          All Support Tickets
        </Button>
      </Group>
      <Overview />
      <CustomerLookup />
    </Stack>
  );
}
