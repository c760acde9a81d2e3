import { Badge, Table, Text } from '@mantine/core';

import { TableScroll } from '@/components/ui/table-scroll';
import { QueryErrorAlert } from '@/components/ui/query-error-alert';
import { usePropertyUsers } from '../api/get-property-users';
import { LoadingState } from '@/components/ui/paged-list';
import { formatDateTime } from '@/lib/format/dates';

/** Property Users: who has access to the project's property (section 3, Project property user). */
export function PropertyUsersTab({ projectId }: { projectId: string }) {
  const query = usePropertyUsers(projectId);
  if (query.isPending) return <LoadingState />;
  if (query.isError) {
    return (
      <QueryErrorAlert
        title="The property users could not be loaded"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const users = query.data.users;
  if (users.length === 0) return <Text c="dimmed">Nobody has access to this property yet.</Text>;
  return (
    <TableScroll label="Property users" minWidth={860}>
      <Table striped aria-label="Property users">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Phone</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Access Level</Table.Th>
            <Table.Th>Last Login</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((u) => (
            <Table.Tr key={u.id}>
              <Table.Td>
                <Text size="sm">{u.name}</Text>
                {u.is_primary && (
                  <Badge
                    size="xs"
                    variant="light"
                    styles={{ label: { color: 'var(--mantine-color-text)' } }}
                  >
                    Primary
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>{u.email}</Table.Td>
              <Table.Td>{u.phone ?? '—'}</Table.Td>
              <Table.Td>{u.role}</Table.Td>
              <Table.Td>{u.access_level}</Table.Td>
              <Table.Td>{formatDateTime(u.last_login)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
