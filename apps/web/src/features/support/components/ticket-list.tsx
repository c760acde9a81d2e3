import { Anchor, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';

import { QueryErrorAlert } from '@/components/ui/query-error-alert';
import { useMyTickets } from '../api/get-my-tickets';
import { formatDateTime } from '@/lib/format/dates';
import { LoadingState } from '@/components/ui/paged-list';
import { StackedTable } from '@/components/ui/stacked-table';
import { StatusLabel } from './ticket-status-label';

/** My tickets, newest first, paged; a ticket's code opens it. */
export function TicketList({ onOpen }: { onOpen: (code: string) => void }) {
  const [page, setPage] = useState(1);
  const query = useMyTickets(page);
  if (query.isPending) return <LoadingState label="Loading your tickets" />;
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
