import { Button, Group, Modal, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  HR_DOCUMENT_CATEGORIES,
  type HrDocument,
  type HrFolder,
  hrDocumentUpdateSchema,
} from '@wildfire/shared';

import { useUpdateHrDocument } from '../api/hr-documents';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import formClasses from './hr-forms.module.css';
import { ErrorNotice } from '@/components/ui/error-notice';
import { DISMISS } from '@/components/ui/notices';
import { folderChoices } from './folder-choices';

export function EditDocumentModal({
  document,
  folders,
  onClose,
}: {
  document: HrDocument;
  folders: HrFolder[];
  onClose: () => void;
}) {
  const { form, failure, busy, onSubmit } = useSchemaForm({
    initialValues: {
      name: document.name,
      category: document.category,
      folder: document.folder ? String(document.folder.id) : '',
    },
    schema: hrDocumentUpdateSchema,
    toInput: (values) => ({
      name: values.name,
      ...(values.category !== document.category ? { category: values.category } : {}),
      folder_id: values.folder === '' ? null : Number(values.folder),
    }),
    fieldOf: { folder_id: 'folder' },
  });
  const update = useUpdateHrDocument();
  const categories: string[] = [...HR_DOCUMENT_CATEGORIES];
  if (!categories.includes(document.category)) categories.unshift(document.category);

  const submit = onSubmit(async (body) => {
    const saved = await update.mutateAsync({ id: document.id, body });
    notifications.show({
      closeButtonProps: DISMISS,
      color: 'green',
      message: `${saved.name} saved.`,
    });
    onClose();
  });

  return (
    <Modal opened onClose={onClose} title={`Edit ${document.name}`}>
      <form onSubmit={submit} noValidate className={formClasses.form}>
        <Stack gap="sm">
          <TextInput
            label="Document name"
            withAsterisk
            maxLength={120}
            {...form.getInputProps('name')}
          />
          <NativeSelect label="Category" data={categories} {...form.getInputProps('category')} />
          <NativeSelect
            label="Folder"
            data={folderChoices(folders, 'No folder')}
            {...form.getInputProps('folder')}
          />
          <Text size="sm">{`File: ${document.file_name}`}</Text>
          {failure && <ErrorNotice>{failure}</ErrorNotice>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
