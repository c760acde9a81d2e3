import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { groupCreateSchema, groupUpdateSchema, type PermissionId } from '@wildfire/shared';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';

import { PageLoader } from '@/components/ui/page-loader';
import { QueryErrorAlert } from '@/components/ui/query-error-alert';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useCreateGroup } from '../api/create-group';
import { useAdminGroup } from '../api/get-admin-group';
import { findStaffByEmail } from '../api/get-admin-users';
import { useRemoveGroupMember } from '../api/remove-group-member';
import type { GroupDetail, GroupMember } from '../api/types';
import { useUpdateGroup } from '../api/update-group';
import formClasses from './forms.module.css';
import { AddMemberModal } from './add-member-modal';
import { PermissionChecklist } from './permission-checklist';
import { TableScroll } from '@/components/ui/table-scroll';

/** Spec 8: the Create Group outcomes. */
export const CREATE_GROUP_FAILED = 'Failed to create group. Please try again.';
export const groupCreatedText = (name: string) => `Group "${name}" created successfully!`;

interface Draft extends Record<string, unknown> {
  name: string;
  description: string;
  permissions: PermissionId[];
}

interface GroupFieldsProps {
  form: UseFormReturnType<Draft>;
  editable: boolean;
  canAssign: boolean;
  saving: boolean;
}

function GroupFields({ form, editable, canAssign, saving }: GroupFieldsProps) {
  const draft = form.values;
  return (
    <>
      <Card withBorder radius="md" p="md">
        <Stack gap="sm">
          <TextInput
            label="Group Name"
            withAsterisk={editable}
            readOnly={!editable}
            {...form.getInputProps('name')}
          />
          <Textarea
            label="Description"
            withAsterisk={editable}
            readOnly={!editable}
            rows={2}
            {...form.getInputProps('description')}
          />
        </Stack>
      </Card>
      <Card withBorder radius="md" p="md">
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={2} size="h3">
              Permissions
            </Title>
            <Text size="sm">{`${String(draft.permissions.length)} selected`}</Text>
          </Group>
          <PermissionChecklist
            selected={draft.permissions}
            onChange={
              editable && canAssign
                ? (permissions) => {
                    form.setFieldValue('permissions', permissions);
                  }
                : undefined
            }
            disabled={saving}
          />
        </Stack>
      </Card>
    </>
  );
}

/** The member list of a group not yet created: staff picked by email, sent with the group. */
function NewMembers({
  members,
  onChange,
}: {
  members: GroupMember[];
  onChange: (members: GroupMember[]) => void;
}) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [looking, setLooking] = useState(false);

  const add = async () => {
    if (email.trim() === '' || looking) return;
    setLooking(true);
    setError(null);
    try {
      const found = await findStaffByEmail(email);
      if (!found) setError('No staff member with that email.');
      else {
        if (!members.some((m) => m.id === found.id)) {
          onChange([
            ...members,
            { id: found.id, name: found.name, email: found.email, role: found.user_type_label },
          ]);
        }
        setEmail('');
      }
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The user could not be found.');
    } finally {
      setLooking(false);
    }
  };

  return (
    <Card withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {`Members (${String(members.length)})`}
        </Title>
        <Group align="flex-end" gap="xs">
          <TextInput
            label="Member email"
            type="email"
            autoComplete="off"
            value={email}
            error={error ?? undefined}
            onChange={(e) => {
              setEmail(e.currentTarget.value);
              setError(null);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                void add();
              }
            }}
            style={{ flex: 1, minWidth: 220 }}
          />
          <Button
            variant="default"
            disabled={email.trim() === '' || looking}
            onClick={() => void add()}
          >
            Add Member
          </Button>
        </Group>
        {members.length === 0 ? (
          <Text size="sm">No members yet.</Text>
        ) : (
          <Table aria-label="Members">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Remove</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {members.map((member) => (
                <Table.Tr key={member.id}>
                  <Table.Td>{member.name}</Table.Td>
                  <Table.Td>{member.email}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="default"
                      aria-label={`Remove ${member.name}`}
                      onClick={() => {
                        onChange(members.filter((m) => m.id !== member.id));
                      }}
                    >
                      Remove
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Card>
  );
}

/** Create Group (spec 2.10): name, description, members and permissions. */
export function CreateGroupForm({ permissions }: { permissions: readonly string[] }) {
  const navigate = useNavigate();
  const create = useCreateGroup();
  const [members, setMembers] = useState<GroupMember[]>([]);
  // Spec 5: errors show on submit and clear on edit.
  const { form, failure, busy, onSubmit } = useSchemaForm({
    initialValues: { name: '', description: '', permissions: [] } as Draft,
    schema: groupCreateSchema,
    toInput: (draft) => ({
      ...draft,
      ...(members.length > 0 ? { member_ids: members.map((m) => m.id) } : {}),
    }),
    failureOf: (error) =>
      error instanceof ApiError && (error.status === 409 || error.status === 400)
        ? error.message
        : CREATE_GROUP_FAILED,
  });

  const submit = onSubmit(async (body) => {
    const group = await create.mutateAsync(body);
    notifications.show({ color: 'green', message: groupCreatedText(group.name) });
    await navigate(paths.admin.users.getHref());
  });

  return (
    <form className={formClasses.form} noValidate aria-label="Create a group" onSubmit={submit}>
      <Stack gap="md">
        {failure && (
          <Alert
            color="red"
            variant="light"
            role="alert"
            styles={{ message: { color: 'var(--mantine-color-text)' } }}
          >
            {failure}
          </Alert>
        )}
        <GroupFields
          form={form}
          editable
          canAssign={permissions.includes('assign_permissions')}
          saving={busy}
        />
        <NewMembers members={members} onChange={setMembers} />
        <Group gap="xs">
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving...' : 'Create Group'}
          </Button>
          <Button component={Link} to={paths.admin.users.getHref()} variant="default">
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function MembersCard({ group, canManage }: { group: GroupDetail; canManage: boolean }) {
  const [adding, setAdding] = useState(false);
  const remove = useRemoveGroupMember(group.id);
  return (
    <Card withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3">
            {`Members (${String(group.members.length)})`}
          </Title>
          {canManage && (
            <Button
              variant="default"
              onClick={() => {
                setAdding(true);
              }}
            >
              Add Member
            </Button>
          )}
        </Group>
        {group.members.length === 0 ? (
          <Text size="sm">No members in this group yet.</Text>
        ) : (
          <TableScroll minWidth={520} label="Members">
            <Table aria-label="Members">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Email</Table.Th>
                  <Table.Th>Role</Table.Th>
                  {canManage && <Table.Th>Remove</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {group.members.map((member) => (
                  <Table.Tr key={member.id}>
                    <Table.Td>
                      <Anchor component={Link} to={paths.admin.user.getHref(member.id)} size="sm">
                        {member.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{member.email}</Table.Td>
                    <Table.Td>{member.role}</Table.Td>
                    {canManage && (
                      <Table.Td>
                        <Button
                          size="xs"
                          variant="default"
                          color="red"
                          aria-label={`Remove ${member.name}`}
                          loading={remove.isPending && remove.variables === member.id}
                          onClick={() => {
                            remove.mutate(member.id);
                          }}
                        >
                          Remove
                        </Button>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        )}
        {remove.isError && (
          <Text size="sm" c="red" role="alert">
            {remove.error.message}
          </Text>
        )}
      </Stack>
      <AddMemberModal
        groupId={group.id}
        opened={adding}
        onClose={() => {
          setAdding(false);
        }}
      />
    </Card>
  );
}

const draftOf = (group: GroupDetail): Draft => ({
  name: group.name,
  description: group.description,
  permissions: [...group.permissions],
});

function EditGroupForm({
  group,
  permissions,
}: {
  group: GroupDetail;
  permissions: readonly string[];
}) {
  const update = useUpdateGroup(group.id);
  const canManage = permissions.includes('manage_user_groups');
  const canAssign = canManage && permissions.includes('assign_permissions');
  const { form, failure, setFailure, busy, onSubmit } = useSchemaForm({
    initialValues: draftOf(group),
    schema: groupUpdateSchema,
    toInput: (draft) => ({
      name: draft.name,
      description: draft.description,
      ...(canAssign ? { permissions: draft.permissions } : {}),
    }),
    failureOf: (error) => (error instanceof Error ? error.message : 'The group was not saved.'),
  });

  const submit = onSubmit(async (body) => {
    const saved = await update.mutateAsync(body);
    form.setValues(draftOf(saved));
    notifications.show({ color: 'green', message: `Group "${saved.name}" saved.` });
  });

  return (
    <Stack gap="md">
      <form className={formClasses.form} noValidate aria-label="Edit the group" onSubmit={submit}>
        <Stack gap="md">
          {failure && (
            <Alert
              color="red"
              variant="light"
              role="alert"
              styles={{ message: { color: 'var(--mantine-color-text)' } }}
            >
              {failure}
            </Alert>
          )}
          <GroupFields form={form} editable={canManage} canAssign={canAssign} saving={busy} />
          {canManage && (
            <Group gap="xs">
              <Button type="submit" disabled={busy}>
                {busy ? 'Saving...' : 'Save Changes'}
              </Button>
              <Button
                variant="default"
                disabled={busy}
                onClick={() => {
                  form.setValues(draftOf(group));
                  form.clearErrors();
                  setFailure(null);
                }}
              >
                Cancel
              </Button>
            </Group>
          )}
        </Stack>
      </form>
      <MembersCard group={group} canManage={canManage} />
    </Stack>
  );
}

/** Edit Group (spec 2.10) at /admin/group-permissions/{groupId}. */
export function EditGroup({
  groupId,
  permissions,
}: {
  groupId: number;
  permissions: readonly string[];
}) {
  const query = useAdminGroup(groupId);
  if (query.isPending) return <PageLoader label="Loading the group" />;
  if (query.isError) {
    return (
      <QueryErrorAlert
        title="The group could not be loaded"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        help={
          <Button component={Link} to={paths.admin.users.getHref()} size="xs" variant="default">
            Back to Users & Groups
          </Button>
        }
      />
    );
  }
  return <EditGroupForm key={query.data.id} group={query.data} permissions={permissions} />;
}
