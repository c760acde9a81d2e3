import {
  Badge,
  Button,
  Group,
  SegmentedControl,
  Stack,
  Table,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';

import { ListTable } from '@/components/ui/list-table';
import { paths } from '@/config/paths';
import { useAdminGroups } from '../api/get-admin-groups';
import { useAdminUsers } from '../api/get-admin-users';
import type { AdminUserSummary, GroupSummary } from '../api/types';
import { PagedList } from '@/components/ui/paged-list';
import { StatusBadge } from './status-badge';
import { formatDateTime } from '@/lib/format/dates';

type View = 'users' | 'groups';

function UsersTable({ users }: { users: AdminUserSummary[] }) {
  return (
    <ListTable label="Users" minWidth={760} striped highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Name</Table.Th>
          <Table.Th>Email</Table.Th>
          <Table.Th>User Type</Table.Th>
          <Table.Th>Groups</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Last Login</Table.Th>
          <Table.Th>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {users.map((user) => (
          <Table.Tr key={user.id}>
            <Table.Td>{user.name}</Table.Td>
            <Table.Td>{user.email}</Table.Td>
            <Table.Td>{user.user_type_label}</Table.Td>
            <Table.Td>
              {user.groups.length === 0 ? '—' : user.groups.map((g) => g.name).join(', ')}
            </Table.Td>
            <Table.Td>
              <StatusBadge status={user.status} />
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(user.last_login)}</Table.Td>
            <Table.Td>
              <Button
                component={Link}
                to={paths.admin.user.getHref(user.id)}
                size="xs"
                variant="default"
                aria-label={`View ${user.name}`}
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

function GroupsTable({ groups }: { groups: GroupSummary[] }) {
  return (
    <ListTable label="Groups" minWidth={640} striped highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Name</Table.Th>
          <Table.Th>Description</Table.Th>
          <Table.Th>Permissions</Table.Th>
          <Table.Th>Users</Table.Th>
          <Table.Th>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {groups.map((group) => (
          <Table.Tr key={group.id}>
            <Table.Td>{group.name}</Table.Td>
            <Table.Td>{group.description}</Table.Td>
            <Table.Td>
              <Badge variant="light" color="gray">
                {group.permissions.length}
              </Badge>
            </Table.Td>
            <Table.Td>{group.user_count}</Table.Td>
            <Table.Td>
              <Button
                component={Link}
                to={paths.admin.groupPermissions.getHref(group.id)}
                size="xs"
                variant="default"
                aria-label={`Edit ${group.name}`}
              >
                Edit
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ListTable>
  );
}

function UsersList({ search, page, onPage }: ListProps) {
  const query = useAdminUsers(search, page);
  return (
    <PagedList
      query={query}
      errorTitle="The users could not be loaded"
      emptyText={search.trim() === '' ? 'No users yet.' : 'No users match your search.'}
      pagerLabel="Users pages"
      onPage={onPage}
    >
      {(users) => <UsersTable users={users} />}
    </PagedList>
  );
}

function GroupsList({ search, page, onPage }: ListProps) {
  const query = useAdminGroups(search, page);
  return (
    <PagedList
      query={query}
      errorTitle="The groups could not be loaded"
      emptyText={search.trim() === '' ? 'No groups yet.' : 'No groups match your search.'}
      pagerLabel="Groups pages"
      onPage={onPage}
    >
      {(groups) => <GroupsTable groups={groups} />}
    </PagedList>
  );
}

interface ListProps {
  search: string;
  page: number;
  onPage: (page: number) => void;
}

const toPage = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
};

/**
 * Users and groups (spec 2.8): a Users / Groups toggle, search, ten a page, Invite New User
 * and Create Group. The view, search and page live in the address so Back returns to them.
 */
export function UsersAndGroups({ permissions }: { permissions: readonly string[] }) {
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'groups' ? 'groups' : 'users';
  const page = toPage(params.get('page'));
  const [search, setSearch] = useState(params.get('search') ?? '');
  const [debouncedSearch] = useDebouncedValue(search, 250);

  const update = (next: { view?: View; search?: string; page?: number }) => {
    setParams(
      (current) => {
        const result = new URLSearchParams(current);
        const set = (key: string, value: string | null) => {
          if (value === null || value === '') result.delete(key);
          else result.set(key, value);
        };
        if (next.view !== undefined) set('view', next.view === 'users' ? null : next.view);
        if (next.search !== undefined) set('search', next.search);
        if (next.page !== undefined) set('page', next.page === 1 ? null : String(next.page));
        return result;
      },
      { replace: true },
    );
  };

  // The address follows every keystroke; the request waits for typing to pause.
  const activeSearch = debouncedSearch.trim();

  const canInvite = permissions.includes('create_users');
  const canCreateGroup = permissions.includes('manage_user_groups');

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <SegmentedControl
          aria-label="Show users or groups"
          value={view}
          onChange={(value) => {
            update({ view: value as View, page: 1 });
          }}
          data={[
            { value: 'users', label: 'Users' },
            { value: 'groups', label: 'Groups' },
          ]}
        />
        <Group gap="xs">
          {canInvite && (
            <Button component={Link} to={paths.admin.inviteUser.getHref()}>
              Invite New User
            </Button>
          )}
          {canCreateGroup && (
            <Button component={Link} to={paths.admin.createGroup.getHref()} variant="default">
              Create Group
            </Button>
          )}
        </Group>
      </Group>
      <TextInput
        type="search"
        label={view === 'users' ? 'Search users' : 'Search groups'}
        placeholder={view === 'users' ? 'Name or email' : 'Group name'}
        value={search}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setSearch(value);
          // A new search starts at page 1.
          update({ search: value.trim(), page: 1 });
        }}
        maw={420}
      />
      {view === 'users' ? (
        <UsersList search={activeSearch} page={page} onPage={(p) => update({ page: p })} />
      ) : (
        <GroupsList search={activeSearch} page={page} onPage={(p) => update({ page: p })} />
      )}
    </Stack>
  );
}
