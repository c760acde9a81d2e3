import { NativeSelect, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  HR_DOCUMENT_CATEGORIES,
  type HrDocument,
  type HrFolder,
  hrDocumentUpdateSchema,
} from '@wildfire/shared';

import { useUpdateHrDocument } from '../api/hr-documents';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { DISMISS } from '@/components/ui/notices';
import { folderChoices } from './folder-choices';
import { FormDialog } from './form-dialog';

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
    <FormDialog
      opened
      onClose={onClose}
      title={`Edit ${document.name}`}
      onSubmit={submit}
      failure={failure}
      busy={busy}
      submitLabel="Save"
    >
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
    </FormDialog>
  );
}
