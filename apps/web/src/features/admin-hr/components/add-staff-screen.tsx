import { notifications } from '@mantine/notifications';
import { HR_TEXTS, newStaffSchema, type StaffDocumentKind } from '@wildfire/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';

import { QueryErrorAlert } from '@/components/ui/query-error-alert';
import { paths } from '@/config/paths';
import { useCreateStaff } from '../api/create-staff';
import { useFormChoices } from '../api/get-form-choices';
import { hrKeys } from '../api/keys';
import { uploadStaffDocument } from '../api/staff-documents';
import { LoadingState } from './hr-parts';
import { EMPTY_STAFF_FORM, StaffForm, type StaffUploads } from './staff-form';
import { DISMISS } from '@/components/ui/notices';
import { serverMessage } from '@/lib/api-client';

/**
 * Add Staff Member (/admin/hr/add-staff, 2.19): the record first, then its documents. Success
 * says 'Staff member added successfully!' and goes to /admin/hr.
 */
export function AddStaffScreen({ personal }: { personal: boolean }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const choices = useFormChoices(null);
  const create = useCreateStaff();

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

  const submit = async (body: Record<string, unknown>, uploads: StaffUploads) => {
    // The form checked the body with the same schema; parsing again gives its typed shape.
    const parsed = newStaffSchema.parse(body);
    // A refused record is the form's to show (under its fields, or in its notice).
    const staffId = (await create.mutateAsync(parsed)).id;
    const files: Array<[StaffDocumentKind, File]> = [
      ...(['nda', 'contract', 'eligibility'] as const).flatMap((kind) => {
        const file = uploads[kind];
        return file ? [[kind, file] as [StaffDocumentKind, File]] : [];
      }),
      ...uploads.other.map((file) => ['other', file] as [StaffDocumentKind, File]),
    ];
    const failed: string[] = [];
    for (const [kind, file] of files) {
      try {
        await uploadStaffDocument(staffId, kind, file);
      } catch (error) {
        failed.push(`${file.name} (${serverMessage(error)})`);
      }
    }
    await queryClient.invalidateQueries({ queryKey: hrKeys.all });
    if (failed.length === 0) {
      notifications.show({
        closeButtonProps: DISMISS,
        color: 'green',
        message: HR_TEXTS.staffAdded,
      });
      await navigate(paths.admin.hr.getHref());
      return;
    }
    notifications.show({
      closeButtonProps: DISMISS,
      color: 'yellow',
      title: HR_TEXTS.staffAdded,
      message: `These documents were not uploaded: ${failed.join('; ')}. Upload them again here.`,
      autoClose: false,
    });
    await navigate(paths.admin.hrStaff.getHref(staffId));
  };

  return (
    <StaffForm
      mode="add"
      initial={EMPTY_STAFF_FORM}
      choices={choices.data}
      personal={personal}
      onSubmit={submit}
      failureOf={(error) => `The staff member was not added: ${serverMessage(error)}`}
    />
  );
}
