import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  adminUserUpdateSchema,
  CUSTOMER_USER_TYPES,
  PARTNER_USER_TYPES,
  PERMISSIONS,
  STAFF_USER_TYPES,
  USER_TYPE_LABELS,
  type PermissionId,
} from '@wildfire/shared';
import { useState } from 'react';
import { Link } from 'react-router';

import { PageLoader } from '@/components/ui/page-loader';
import { QueryErrorAlert } from '@/components/ui/query-error-alert';
import { paths } from '@/config/paths';
import { FormFailure } from '@/lib/forms/form-actions';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useAdminUser } from '../api/get-admin-user';
import type { AdminUserDetail, UserUpdate } from '../api/types';
import { useUpdateAdminUser } from '../api/update-admin-user';
import { EMPTY_TEXTS } from '../people-rules';
import { BatteryLevel } from './battery-level';
import formClasses from './forms.module.css';
import { PermissionChecklist } from './permission-checklist';
import { StatusBadge } from './status-badge';
import { TableScroll } from '@/components/ui/table-scroll';
import { formatDateTime } from '@/lib/format/dates';

const TYPES_BY_KIND = {
  staff: STAFF_USER_TYPES,
  customer: CUSTOMER_USER_TYPES,
  partner: PARTNER_USER_TYPES,
} as const;

interface Draft extends Record<string, unknown> {
  name: string;
  phone: string;
  department: string;
  user_type: string;
  status: 'Active' | 'Inactive';
  permissions: PermissionId[];
}

const draftOf = (detail: AdminUserDetail): Draft => ({
  name: detail.user.name,
  phone: detail.user.phone ?? '',
  department: detail.user.department ?? '',
  user_type: detail.user.user_type,
  status: detail.user.status === 'Inactive' ? 'Inactive' : 'Active',
  permissions: [...detail.direct_permissions],
});

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/** What changed between the stored person and the draft: only those fields are sent. */
function changesOf(detail: AdminUserDetail, draft: Draft): UserUpdate {
  const update: UserUpdate = {};
  if (draft.name.trim() !== detail.user.name) update.name = draft.name.trim();
  if (draft.phone.trim() !== (detail.user.phone ?? '')) update.phone = draft.phone.trim() || null;
  if (draft.department.trim() !== (detail.user.department ?? ''))
    update.department = draft.department.trim() || null;
  if (draft.user_type !== detail.user.user_type) update.user_type = draft.user_type;
  const storedStatus = detail.user.status === 'Inactive' ? 'Inactive' : 'Active';
  if (draft.status !== storedStatus && detail.user.status !== 'Invited')
    update.status = draft.status;
  if (!sameSet(draft.permissions, detail.direct_permissions))
    update.permissions = draft.permissions;
  return update;
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  );
}

/** Who is looking: their user type and effective permissions decide what they may change. */
export interface Viewer {
  user_type: string;
  permissions: readonly string[];
}

function UserInfo({ detail, viewer }: { detail: AdminUserDetail; viewer: Viewer }) {
  const { user } = detail;
  const [editing, setEditing] = useState(false);
  const save = useUpdateAdminUser(user.id);
  const { form, failure, setFailure, busy, onSubmit } = useSchemaForm({
    initialValues: draftOf(detail),
    schema: adminUserUpdateSchema,
    toInput: (draft) => changesOf(detail, draft),
    failureOf: (error) => (error instanceof Error ? error.message : 'The changes were not saved.'),
  });
  const draft = form.values;

  // The server's rules: edit_users to edit, assign_permissions to change permissions, and
  // nobody but a Superadmin edits a Superadmin.
  const canEdit =
    viewer.permissions.includes('edit_users') &&
    (user.user_type !== 'staff_superadmin' || viewer.user_type === 'staff_superadmin');
  const canAssign = viewer.permissions.includes('assign_permissions') && user.kind === 'staff';
  const isSuperadmin = user.user_type === 'staff_superadmin';
  const inherited = detail.permissions.filter((id) => !detail.direct_permissions.includes(id));
  const typeChoices = TYPES_BY_KIND[user.kind].filter(
    (type) => type !== 'staff_superadmin' || user.user_type === 'staff_superadmin',
  );

  /** Back to the stored person, as Edit User starts and Cancel ends. */
  const restart = (editingNow: boolean) => {
    form.setValues(draftOf(detail));
    form.clearErrors();
    setFailure(null);
    setEditing(editingNow);
  };

  const submit = onSubmit(async (update: UserUpdate) => {
    if (Object.keys(update).length === 0) {
      setEditing(false);
      return;
    }
    const saved = await save.mutateAsync(update);
    form.setValues(draftOf(saved));
    setEditing(false);
    notifications.show({ color: 'green', message: `${saved.user.name} was saved.` });
  });

  return (
    <form className={formClasses.form} noValidate aria-label="User information" onSubmit={submit}>
      <Stack gap="md">
        <Card withBorder radius="md" p="md">
          <Stack gap="sm">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Title order={2} size="h3">
                User Information
              </Title>
              {canEdit &&
                (editing ? (
                  <Group gap="xs">
                    <Button type="submit" disabled={busy}>
                      {busy ? 'Saving...' : 'Save'}
                    </Button>
                    <Button
                      variant="default"
                      onClick={() => {
                        restart(false);
                      }}
                      disabled={busy}
                    >
                      Cancel
                    </Button>
                  </Group>
                ) : (
                  <Button
                    variant="default"
                    onClick={() => {
                      restart(true);
                    }}
                  >
                    Edit User
                  </Button>
                ))}
            </Group>
            <FormFailure failure={failure} title="The changes were not saved" />
            {editing ? (
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput label="Name" {...form.getInputProps('name')} />
                <TextInput label="Email" value={user.email} readOnly disabled />
                <TextInput label="Phone" {...form.getInputProps('phone')} />
                <TextInput label="Department" {...form.getInputProps('department')} />
                <NativeSelect
                  label="User Type"
                  data={typeChoices.map((type) => ({ value: type, label: USER_TYPE_LABELS[type] }))}
                  {...form.getInputProps('user_type')}
                />
                <NativeSelect
                  label="Status"
                  disabled={user.status === 'Invited'}
                  data={['Active', 'Inactive']}
                  {...form.getInputProps('status')}
                />
              </SimpleGrid>
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
                <Field label="Name" value={user.name} />
                <Field label="Email" value={user.email} />
                <Field label="Phone" value={user.phone ?? '—'} />
                <Field label="Department" value={user.department ?? '—'} />
                <Field label="User Type" value={user.user_type_label} />
                <div>
                  <Text size="xs" c="dimmed">
                    Status
                  </Text>
                  <StatusBadge status={user.status} />
                </div>
                <Field label="Created" value={formatDateTime(user.created_at)} />
                <Field label="Last Login" value={formatDateTime(user.last_login)} />
                <Field
                  label="Groups"
                  value={
                    detail.groups.length === 0 ? '—' : detail.groups.map((g) => g.name).join(', ')
                  }
                />
              </SimpleGrid>
            )}
          </Stack>
        </Card>

        <Card withBorder radius="md" p="md">
          <Stack gap="sm">
            <Group justify="space-between">
              <Title order={2} size="h3">
                Permissions
              </Title>
              <Badge
                variant="light"
                color="gray"
                styles={{ label: { color: 'var(--mantine-color-text)' } }}
              >
                {`${String(detail.permissions.length)} of ${String(PERMISSIONS.length)}`}
              </Badge>
            </Group>
            {isSuperadmin && <Text size="sm">A Superadmin holds every permission.</Text>}
            {user.kind !== 'staff' && (
              <Text size="sm">Customers and partners hold no back-office permissions.</Text>
            )}
            <PermissionChecklist
              selected={editing ? draft.permissions : detail.direct_permissions}
              inherited={inherited}
              onChange={
                editing && canAssign && !isSuperadmin
                  ? (next) => {
                      form.setFieldValue('permissions', next);
                    }
                  : undefined
              }
              disabled={busy}
            />
          </Stack>
        </Card>
      </Stack>
    </form>
  );
}

function RecentLogins({ logins }: { logins: AdminUserDetail['recent_logins'] }) {
  return (
    <Card withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h3">
          Recent Logins
        </Title>
        {logins.length === 0 ? (
          <Text size="sm">No sign-ins recorded yet.</Text>
        ) : (
          <TableScroll minWidth={520} label="Recent logins">
            <Table aria-label="Recent logins">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>IP Address</Table.Th>
                  <Table.Th>Location</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {logins.map((login) => (
                  <Table.Tr key={login.at}>
                    <Table.Td>{formatDateTime(login.at)}</Table.Td>
                    <Table.Td>{login.ip ?? '—'}</Table.Td>
                    <Table.Td>{login.location ?? '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        )}
      </Stack>
    </Card>
  );
}

function PanelAccessTable({ panels }: { panels: AdminUserDetail['panel_access'] }) {
  return (
    <Card withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h3">
          Panel Access
        </Title>
        {panels.length === 0 ? (
          <Text size="sm">No panels assigned to this user.</Text>
        ) : (
          <TableScroll minWidth={640} label="Panel access">
            <Table aria-label="Panel access">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Panel</Table.Th>
                  <Table.Th>Property</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Last Heartbeat</Table.Th>
                  <Table.Th>Firmware</Table.Th>
                  <Table.Th>Battery</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {panels.map((panel) => (
                  <Table.Tr key={panel.site_id}>
                    <Table.Td>{panel.panel_number ?? panel.site_id}</Table.Td>
                    <Table.Td>{panel.property_name}</Table.Td>
                    <Table.Td>{panel.online ? 'Online' : 'Offline'}</Table.Td>
                    <Table.Td>{formatDateTime(panel.last_heartbeat)}</Table.Td>
                    <Table.Td>{panel.firmware ?? '—'}</Table.Td>
                    <Table.Td>
                      <BatteryLevel level={panel.battery_level} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        )}
      </Stack>
    </Card>
  );
}

function SimpleList({
  title,
  items,
  emptyText,
}: {
  title: string;
  items: readonly unknown[];
  emptyText: string;
}) {
  return (
    <Card withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {title}
        </Title>
        {items.length === 0 ? (
          <Text size="sm">{emptyText}</Text>
        ) : (
          <Stack gap={4} component="ul" style={{ margin: 0, paddingLeft: '1.25rem' }}>
            {items.map((item, index) => {
              const record = (item ?? {}) as Record<string, unknown>;
              const text = [record.title, record.name, record.subject, record.id].find(
                (value) => typeof value === 'string' || typeof value === 'number',
              );
              return (
                <Text component="li" size="sm" key={String(record.id ?? index)}>
                  {String(text ?? index + 1)}
                </Text>
              );
            })}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

function SubPageLinks({ userId }: { userId: number }) {
  const links = [
    { label: 'Properties', to: paths.admin.userProperties.getHref(userId) },
    { label: 'Projects', to: paths.admin.userProjects.getHref(userId) },
    { label: 'Support Tickets', to: paths.admin.userSupport.getHref(userId) },
    { label: 'Alerts', to: paths.admin.userAlerts.getHref(userId) },
    { label: 'Login History', to: paths.admin.userLoginHistory.getHref(userId) },
    { label: 'Activity', to: paths.admin.userActivity.getHref(userId) },
  ];
  return (
    <Group component="nav" aria-label="User records" gap="md">
      {links.map((link) => (
        <Anchor key={link.to} component={Link} to={link.to} size="sm">
          {link.label}
        </Anchor>
      ))}
    </Group>
  );
}

/** User detail (spec 2.9), for every user. */
export function UserDetail({ userId, viewer }: { userId: number; viewer: Viewer }) {
  const query = useAdminUser(userId);
  if (query.isPending) return <PageLoader label="Loading the user" />;
  if (query.isError) {
    return (
      <QueryErrorAlert
        title="The user could not be loaded"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const detail = query.data;
  return (
    <Stack gap="md">
      <Text size="sm">
        <Anchor component={Link} to={paths.admin.users.getHref()}>
          ← Users &amp; Groups
        </Anchor>
      </Text>
      <Title order={2} size="h2">
        {detail.user.name}
      </Title>
      <SubPageLinks userId={userId} />
      <UserInfo key={detail.user.id} detail={detail} viewer={viewer} />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <SimpleList title="Projects" items={detail.projects} emptyText={EMPTY_TEXTS.projects} />
        <SimpleList
          title="Tickets Handled"
          items={detail.support_tickets}
          emptyText={EMPTY_TEXTS.support}
        />
      </SimpleGrid>
      <RecentLogins logins={detail.recent_logins} />
      <PanelAccessTable panels={detail.panel_access} />
    </Stack>
  );
}
