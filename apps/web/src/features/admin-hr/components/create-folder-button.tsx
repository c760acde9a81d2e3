import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  HR_DOCUMENT_TAB_LABELS,
  type HrDocumentTab,
  type HrFolder,
  newHrFolderSchema,
} from '@wildfire/shared';
import { useState } from 'react';

import { useCreateHrFolder } from '../api/hr-folders';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import formClasses from './hr-forms.module.css';
import { ErrorNotice } from '@/components/ui/error-notice';
import { DISMISS } from '@/components/ui/notices';

export function CreateFolderButton({
  tab,
  onCreated,
}: {
  tab: HrDocumentTab;
  onCreated: (folder: HrFolder) => void;
}) {
  const [open, setOpen] = useState(false);
  const { form, failure, setFailure, busy, onSubmit } = useSchemaForm({
    initialValues: { name: '' },
    schema: newHrFolderSchema,
    toInput: (values) => ({ tab, ...values }),
  });
  const create = useCreateHrFolder();

  const close = () => {
    setOpen(false);
    form.reset();
    setFailure(null);
  };

  const submit = onSubmit(async (body) => {
    const folder = await create.mutateAsync(body);
    notifications.show({
      closeButtonProps: DISMISS,
      color: 'green',
      message: `Folder "${folder.name}" created.`,
    });
    close();
    onCreated(folder);
  });

  return (
    <>
      <Button
        variant="default"
        onClick={() => {
          setOpen(true);
        }}
      >
        Create Folder
      </Button>
      <Modal
        opened={open}
        onClose={close}
        title={`Create Folder in ${HR_DOCUMENT_TAB_LABELS[tab]}`}
      >
        <form onSubmit={submit} noValidate className={formClasses.form}>
          <Stack gap="sm">
            <TextInput
              label="Folder name"
              withAsterisk
              maxLength={60}
              {...form.getInputProps('name')}
            />
            {failure && <ErrorNotice>{failure}</ErrorNotice>}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={busy}>
                Create Folder
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
