import { Button, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  HR_DOCUMENT_TAB_LABELS,
  type HrDocumentTab,
  type HrFolder,
  newHrFolderSchema,
} from '@wildfire/shared';

import { useCreateHrFolder } from '../api/hr-folders';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { DISMISS } from '@/components/ui/notices';
import { FormDialog, useFormDialog } from './form-dialog';

export function CreateFolderButton({
  tab,
  onCreated,
}: {
  tab: HrDocumentTab;
  onCreated: (folder: HrFolder) => void;
}) {
  const { form, failure, setFailure, busy, onSubmit } = useSchemaForm({
    initialValues: { name: '' },
    schema: newHrFolderSchema,
    toInput: (values) => ({ tab, ...values }),
  });
  const create = useCreateHrFolder();
  const dialog = useFormDialog(() => {
    form.reset();
    setFailure(null);
  });

  const submit = onSubmit(async (body) => {
    const folder = await create.mutateAsync(body);
    notifications.show({
      closeButtonProps: DISMISS,
      color: 'green',
      message: `Folder "${folder.name}" created.`,
    });
    dialog.close();
    onCreated(folder);
  });

  return (
    <>
      <Button variant="default" onClick={dialog.open}>
        Create Folder
      </Button>
      <FormDialog
        opened={dialog.opened}
        onClose={dialog.close}
        title={`Create Folder in ${HR_DOCUMENT_TAB_LABELS[tab]}`}
        onSubmit={submit}
        failure={failure}
        busy={busy}
        submitLabel="Create Folder"
      >
        <TextInput
          label="Folder name"
          withAsterisk
          maxLength={60}
          {...form.getInputProps('name')}
        />
      </FormDialog>
    </>
  );
}
