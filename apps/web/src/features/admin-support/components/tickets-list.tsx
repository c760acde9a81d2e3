import { Anchor, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  TICKET_CRITICAL_PRIORITY,
  TICKET_LIST_STATUS_FILTERS,
  TICKET_STATUSES,
  ticketDetailStatusLabel,
  TICKETS_EMPTY_TEXT,
  type PermissionId,
  type TicketListItem,
  type TicketStatus,
} from '@wildfire/shared';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';

import { ListTable } from '@/components/ui/list-table';
import { paths } from '@/config/paths';
import { useTickets } from '../api/get-tickets';
import { NewTicketButton } from './new-ticket-form';
import { PagedList } from '@/components/ui/paged-list';
import { PriorityBadge, TicketStatusBadge } from './ticket-badges';
import { formatDate } from '@/lib/format/dates';

const isStatus = (value: string | null): value is TicketStatus =>
  value !== null && (TICKET_STATUSES as readonly string[]).includes(value);

function TicketRows({ rows }: { rows: TicketListItem[] }) {
  return (
    <ListTable label="Support tickets" minWidth={940} striped highlightOnHover verticalSpacing="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Ticket ID</Table.Th>
          <Table.Th>Subject</Table.Th>
          <Table.Th>Customer</Table.Th>
          <Table.Th>Priority</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Category</Table.Th>
          <Table.Th>Assignee</Table.Th>
          <Table.Th>Created</Table.Th>
          <Table.Th>Actions</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((ticket) => (
          <Table.Tr key={ticket.id}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{ticket.code}</Table.Td>
            <Table.Td maw={320}>
              <Text size="sm" fw={600}>
                {ticket.subject}
              </Text>
              <Text size="xs">{ticket.description_preview}</Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{ticket.customer.name}</Text>
              <Text size="xs">{ticket.customer.email}</Text>
            </Table.Td>
            <Table.Td>
              <PriorityBadge priority={ticket.priority} />
            </Table.Td>
            <Table.Td>
              <TicketStatusBadge status={ticket.status} />
            </Table.Td>
            <Table.Td>{ticket.category}</Table.Td>
            <Table.Td>{ticket.assignee?.name ?? 'Unassigned'}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(ticket.created_at)}</Table.Td>
            <Table.Td>
              <Button
                component={Link}
                to={paths.admin.supportTicket.getHref(ticket.code)}
                size="xs"
                variant="light"
                aria-label={`View ${ticket.code}`}
              >
                View
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ListTable>
  );
}

/**
 * Support tickets (admin-back-office.md 2.6): search (subject, customer, ID), status filter
 * buttons, Critical Priority and All, the spec's columns, + New Ticket. The filters live in the
 * address, so the desk overview links to them and Back returns to the same list.
 */
export function TicketsList({ permissions }: { permissions: readonly PermissionId[] }) {
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : null;
  const critical = params.get('priority') === TICKET_CRITICAL_PRIORITY;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [search, setSearch] = useState(params.get('search') ?? '');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const searchParam = params.get('search') ?? '';

  const update = (change: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    if (!('page' in change)) next.delete('page');
    setParams(next, { replace: true });
  };

  // The typed text reaches the address (and the server) once typing pauses.
  useEffect(() => {
    if (debounced === searchParam) return;
    const next = new URLSearchParams(params);
    if (debounced === '') next.delete('search');
    else next.set('search', debounced);
    next.delete('page');
    setParams(next, { replace: true });
  }, [debounced, searchParam, params, setParams]);

  const query = useTickets({
    search: searchParam,
    status,
    priority: critical ? TICKET_CRITICAL_PRIORITY : null,
    page,
  });

  const filterButton = (label: string, pressed: boolean, onClick: () => void) => (
    <Button
      key={label}
      size="xs"
      variant={pressed ? 'filled' : 'default'}
      aria-pressed={pressed}
      onClick={onClick}
    >
      {label}
    </Button>
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label="Search tickets"
          placeholder="Subject, customer or ticket ID"
          type="search"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
          }}
          style={{ flex: '1 1 260px', maxWidth: 480 }}
        />
        {permissions.includes('create_support_tickets') && (
          <NewTicketButton canAssign={permissions.includes('assign_support_tickets')} />
        )}
      </Group>
      <Group gap="xs" role="group" aria-label="Filter tickets">
        {filterButton('All', status === null && !critical, () => {
          update({ status: null, priority: null });
        })}
        {TICKET_LIST_STATUS_FILTERS.map((s) =>
          filterButton(ticketDetailStatusLabel(s), status === s, () => {
            update({ status: status === s ? null : s });
          }),
        )}
        {filterButton('Critical Priority', critical, () => {
          update({ priority: critical ? null : TICKET_CRITICAL_PRIORITY });
        })}
      </Group>
      <PagedList<TicketListItem>
        query={query}
        errorTitle="The support tickets could not be loaded"
        emptyText={TICKETS_EMPTY_TEXT}
        pagerLabel="Support tickets pages"
        onPage={(next) => {
          update({ page: String(next) });
        }}
      >
        {(rows) => <TicketRows rows={rows} />}
      </PagedList>
      <Text size="sm">
        <Anchor component={Link} to={paths.admin.customerSupport.getHref()}>
          Customer Support overview
        </Anchor>
      </Text>
    </Stack>
  );
}
