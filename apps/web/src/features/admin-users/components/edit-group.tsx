import { Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { groupUpdateSchema } from '@wildfire/shared';
import { Link } from 'react-router';

import { PageLoader } from '@/components/ui/page-loader';
import { QueryErrorAlert } from '@/components/ui/query-error-alert';
import { paths } from '@/config/paths';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useAdminGroup } from '../api/get-admin-group';
import type { GroupDetail } from '../api/types';
import { useUpdateGroup } from '../api/update-group';
import formClasses from './forms.module.css';
import { type Draft, GroupFields } from './group-fields';
import { MembersCard } from './group-members-card';
import { ErrorNotice } from '@/components/ui/error-notice';

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
          {failure && <ErrorNotice>{failure}</ErrorNotice>}
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
