import { Card, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { StaffDetail, StaffUpdate } from '@wildfire/shared';
import { useNavigate } from 'react-router';

import { QueryErrorAlert } from '@/components/ui/query-error-alert';
import { paths } from '@/config/paths';
import { useFormChoices } from '../api/get-form-choices';
import { useUpdateStaff } from '../api/update-staff';
import { LoadingState } from './hr-parts';
import { StaffDocumentsPanel } from './staff-documents-panel';
import { StaffForm, staffBodyOf, staffFormValuesOf } from './staff-form';
import { DISMISS } from '@/components/ui/notices';
import { serverMessage } from '@/lib/api-client';

/** Only what changed: an edit never rewrites fields it did not touch. */
function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(after).filter(
      ([key, value]) => JSON.stringify(value) !== JSON.stringify(before[key]),
    ),
  );
}

/** Edit (the list's Edit, for current staff): the record's fields, status and end date. */
export function EditStaffScreen({ staff, canManage }: { staff: StaffDetail; canManage: boolean }) {
  const navigate = useNavigate();
  const choices = useFormChoices(staff.id);
  const update = useUpdateStaff(staff.id);
  const personal = staff.personal !== undefined;

  if (choices.isPending) return <LoadingState label="Loading the form" />;
  if (choices.isError) {
    return (
      <QueryErrorAlert
        title="The form could not be loaded"
        error={choices.error}
        onRetry={() => void choices.refetch()}
        retrying={choices.isFetching}
      />
    );
  }

  const initial = staffFormValuesOf(staff);
  const submit = async (body: Record<string, unknown>) => {
    const changes = changedFields(staffBodyOf(initial, { personal, editing: true }), body);
    if (Object.keys(changes).length === 0) {
      await navigate(paths.admin.hrStaff.getHref(staff.id));
      return;
    }
    const saved = await update.mutateAsync(changes as StaffUpdate);
    notifications.show({
      closeButtonProps: DISMISS,
      color: 'green',
      message: `${saved.name} updated.`,
    });
    await navigate(paths.admin.hr.getHref());
  };

  return (
    <Stack gap="md">
      <Text>{`${staff.staff_number} · ${staff.name}`}</Text>
      <StaffForm
        mode="edit"
        staffId={staff.id}
        initial={initial}
        choices={choices.data}
        personal={personal}
        onSubmit={submit}
        failureOf={(error) => `The changes were not saved: ${serverMessage(error)}`}
      />
      {staff.personal && (
        <Card withBorder radius="md" p="md" component="section" aria-label="Documents">
          <Stack gap="sm">
            <Title order={2} size="h4">
              Documents
            </Title>
            <StaffDocumentsPanel
              staffId={staff.id}
              name={staff.name}
              documents={staff.personal.documents}
              canManage={canManage}
            />
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
