import { Badge, Button, Group, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import {
  FLEET_TEXTS,
  PROPERTY_ROLE_LABELS,
  PROPERTY_ROLES,
  propertyMemberAddSchema,
  type PropertyRole,
} from '@wildfire/shared';
import { useState } from 'react';

import { QueryErrorAlert } from '@/components/ui/query-error-alert';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import {
  useAddPropertyMember,
  usePropertyMembers,
  useRemovePropertyMember,
} from '../api/property-members';
import type { PropertyMember } from '../api/types';
import { LoadingState } from '@/components/ui/paged-list';
import { formatDay } from '@/lib/format/dates';
import { DISMISS } from '@/components/ui/notices';
import { serverMessage } from '@/lib/api-client';

const ROLE_OPTIONS = PROPERTY_ROLES.map((role) => ({
  value: role,
  label: PROPERTY_ROLE_LABELS[role],
}));

function AddUserForm({ propertyId }: { propertyId: number }) {
  const { form, failure, setFailure, busy, onSubmit } = useSchemaForm({
    initialValues: { email: '', role: 'user' as PropertyRole | null },
    schema: propertyMemberAddSchema,
  });
  const add = useAddPropertyMember(propertyId);

  const onSend = onSubmit(async (body) => {
    const member = await add.mutateAsync(body);
    form.setFieldValue('email', '');
    notifications.show({
      closeButtonProps: DISMISS,
      color: 'green',
      message: `${member.name} added as ${member.role_label}.`,
    });
  });

  return (
    <form onSubmit={onSend} aria-label="Add User">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label="Email"
          placeholder="person@example.com"
          type="email"
          value={form.values.email}
          onChange={(event) => {
            form.setFieldValue('email', event.currentTarget.value);
            setFailure(null);
          }}
          // This one-line form has no notice: a refusal naming no field shows under the email.
          error={form.errors.email ?? failure}
          style={{ flex: '1 1 220px' }}
        />
        <Select
          label="Role"
          data={ROLE_OPTIONS}
          value={form.values.role}
          onChange={(value) => {
            form.setFieldValue('role', value as PropertyRole | null);
          }}
          error={form.errors.role}
          allowDeselect={false}
          style={{ flex: '0 1 200px' }}
        />
        <Button type="submit" loading={busy} disabled={form.values.email.trim() === ''}>
          Add User
        </Button>
      </Group>
    </form>
  );
}

/** Manage Users on the panel detail: who has access, Add User, Remove after confirmation. */
export function ManagePropertyUsers({
  propertyId,
  canAssign,
}: {
  propertyId: number;
  canAssign: boolean;
}) {
  const query = usePropertyMembers(propertyId);
  const remove = useRemovePropertyMember(propertyId);
  const [busyId, setBusyId] = useState<number | null>(null);

  const removeNow = (member: PropertyMember) => {
    setBusyId(member.id);
    remove.mutate(member.id, {
      onSuccess: () => {
        notifications.show({
          closeButtonProps: DISMISS,
          color: 'green',
          message: `${member.name} was removed.`,
        });
      },
      onError: (failure) => {
        notifications.show({
          closeButtonProps: DISMISS,
          color: 'red',
          title: `${member.name} was not removed`,
          message: serverMessage(failure),
        });
      },
      onSettled: () => {
        setBusyId(null);
      },
    });
  };

  const onRemove = (member: PropertyMember) => {
    modals.openConfirmModal({
      title: 'Remove user',
      children: <Text size="sm">{FLEET_TEXTS.removeMemberConfirm(member.name)}</Text>,
      labels: { confirm: 'Remove', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        removeNow(member);
      },
    });
  };

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Manage Users
      </Title>
      {query.isPending && <LoadingState />}
      {query.isError && (
        <QueryErrorAlert
          title="The property's users could not be loaded"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      )}
      {query.isSuccess &&
        (query.data.users.length === 0 ? (
          <Text c="dimmed">No users have access to this property.</Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table striped aria-label="Property users">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Email</Table.Th>
                  <Table.Th>Role</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Assigned</Table.Th>
                  {canAssign && <Table.Th>Actions</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {query.data.users.map((member) => (
                  <Table.Tr key={member.id}>
                    <Table.Td>{member.name}</Table.Td>
                    <Table.Td>{member.email}</Table.Td>
                    <Table.Td>{member.role_label}</Table.Td>
                    <Table.Td>
                      <Badge
                        variant="light"
                        color={member.status === 'Active' ? 'green' : 'yellow'}
                        styles={{ label: { color: 'var(--mantine-color-text)' } }}
                      >
                        {member.status}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{formatDay(member.assigned_date)}</Table.Td>
                    {canAssign && (
                      <Table.Td>
                        {member.removable ? (
                          <Button
                            size="xs"
                            color="red"
                            variant="light"
                            loading={busyId === member.id}
                            onClick={() => {
                              onRemove(member);
                            }}
                            aria-label={`Remove ${member.name}`}
                          >
                            Remove
                          </Button>
                        ) : (
                          <Text size="xs" c="dimmed">
                            Owner
                          </Text>
                        )}
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ))}
      {canAssign && <AddUserForm propertyId={propertyId} />}
    </Stack>
  );
}
