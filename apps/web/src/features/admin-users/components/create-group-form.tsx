import { Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { groupCreateSchema } from '@wildfire/shared';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';

import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useCreateGroup } from '../api/create-group';
import type { GroupMember } from '../api/types';
import formClasses from './forms.module.css';
import { type Draft, GroupFields } from './group-fields';
import { NewMembers } from './new-members';
import { ErrorNotice } from '@/components/ui/error-notice';

/** Spec 8: the Create Group outcomes. */
export const CREATE_GROUP_FAILED = 'Failed to create group. Please try again.';

export const groupCreatedText = (name: string) => `Group "${name}" created successfully!`;

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
        {failure && <ErrorNotice>{failure}</ErrorNotice>}
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
