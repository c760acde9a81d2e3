import { Button, FileInput, NativeSelect } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  HR_DOCUMENT_CATEGORIES,
  HR_DOCUMENT_TAB_LABELS,
  type HrDocumentCategory,
  type HrDocumentTab,
  type HrFolder,
} from '@wildfire/shared';
import { type FormEvent, useState } from 'react';

import { useUploadHrDocument } from '../api/hr-documents';
import { DISMISS } from '@/components/ui/notices';
import { serverMessage } from '@/lib/api-client';
import { HR_DOCUMENT_ACCEPT, HR_DOCUMENT_LIMITS, hrFileProblem } from './hr-document-limits';
import { folderChoices } from './folder-choices';
import { FormDialog, useFormDialog } from './form-dialog';

export function UploadDocumentButton({
  tab,
  folders,
}: {
  tab: HrDocumentTab;
  folders: HrFolder[];
}) {
  const [file, setFile] = useState<File | null>(null);
  const [category, setCategory] = useState<HrDocumentCategory>(
    tab === 'templates' ? 'Templates' : 'Onboarding',
  );
  const [folder, setFolder] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const upload = useUploadHrDocument();

  const dialog = useFormDialog(() => {
    setFile(null);
    setFolder('');
    setFileError(null);
    setFailure(null);
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setFileError('Choose a file to upload.');
      return;
    }
    setFailure(null);
    upload.mutate(
      { tab, category, folderId: folder === '' ? null : Number(folder), file },
      {
        onSuccess: (stored) => {
          notifications.show({
            closeButtonProps: DISMISS,
            color: 'green',
            message: `${stored.name} uploaded.`,
          });
          dialog.close();
        },
        onError: (error) => {
          setFailure(serverMessage(error));
        },
      },
    );
  };

  return (
    <>
      <Button onClick={dialog.open}>Upload Document</Button>
      <FormDialog
        opened={dialog.opened}
        onClose={dialog.close}
        title={`Upload Document to ${HR_DOCUMENT_TAB_LABELS[tab]}`}
        onSubmit={submit}
        failure={failure}
        busy={upload.isPending}
        submitLabel="Upload"
      >
        <FileInput
          label="File"
          withAsterisk
          placeholder="Choose a file"
          description={HR_DOCUMENT_LIMITS}
          accept={HR_DOCUMENT_ACCEPT}
          clearable
          value={file}
          error={fileError}
          onChange={(picked) => {
            const problem = picked ? hrFileProblem(picked) : null;
            setFileError(problem);
            setFile(problem ? null : picked);
          }}
        />
        <NativeSelect
          label="Category"
          data={[...HR_DOCUMENT_CATEGORIES]}
          value={category}
          onChange={(event) => {
            setCategory(event.currentTarget.value as HrDocumentCategory);
          }}
        />
        <NativeSelect
          label="Folder"
          data={folderChoices(folders, 'No folder')}
          value={folder}
          onChange={(event) => {
            setFolder(event.currentTarget.value);
          }}
        />
      </FormDialog>
    </>
  );
}
