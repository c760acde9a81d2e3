import { Checkbox, Group, Loader, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

import { QueryErrorAlert } from '@/components/ui/query-error-alert';
import { useBroadcastRecipients } from '../api/get-broadcast-recipients';
import { AlertCountBadge } from './broadcast-badges';
import { Pager } from './pager';

interface UsersOverviewProps {
  /** Checkboxes to pick recipients (the Selected Users choice); a plain list otherwise. */
  selectable: boolean;
  selected: readonly number[];
  onToggle: (userId: number, checked: boolean) => void;
}

/** The customers an alert can reach, with their properties and unread alerts (spec 2.4, 9). */
export function UsersOverview({ selectable, selected, onToggle }: UsersOverviewProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [page, setPage] = useState(1);
  const query = useBroadcastRecipients(debounced, page, true);

  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        Users overview
      </Title>
      <TextInput
        label="Find users"
        placeholder="Name or email"
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
      />
      {query.isPending ? (
        <Group justify="center" py="md" role="status">
          <Loader size="sm" role="status" aria-label="Loading users" />
        </Group>
      ) : query.isError ? (
        <QueryErrorAlert
          title="The users could not be loaded"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.data.items.length === 0 ? (
        <Text c="dimmed" size="sm">
          No users found.
        </Text>
      ) : (
        <>
          <Table.ScrollContainer
            minWidth={300}
            type="native"
            tabIndex={0}
            role="group"
            aria-label="Users overview table"
          >
            <Table aria-label="Users overview" verticalSpacing={6}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>User</Table.Th>
                  <Table.Th>Properties</Table.Th>
                  <Table.Th>Unread alerts</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {query.data.items.map((user) => (
                  <Table.Tr key={user.id}>
                    <Table.Td>
                      {selectable ? (
                        <Checkbox
                          label={user.name}
                          description={user.email}
                          checked={selected.includes(user.id)}
                          onChange={(e) => {
                            onToggle(user.id, e.currentTarget.checked);
                          }}
                        />
                      ) : (
                        <>
                          <Text size="sm">{user.name}</Text>
                          <Text size="xs" c="dimmed">
                            {user.email}
                          </Text>
                        </>
                      )}
                    </Table.Td>
                    <Table.Td>{user.property_count}</Table.Td>
                    <Table.Td>
                      <AlertCountBadge
                        count={user.unread_alerts}
                        label={`${String(user.unread_alerts)} unread alerts`}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Pager
            page={query.data.page}
            total={query.data.total}
            pageSize={query.data.page_size}
            onPage={setPage}
            label="Users overview pages"
          />
        </>
      )}
    </Stack>
  );
}
