import { Button, FileButton, Group, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import {
  formatFileSize,
  STAFF_DOCUMENT_KIND_LABELS,
  STAFF_DOCUMENT_KINDS,
  type StaffDocument,
  type StaffDocumentKind,
  staffDocumentExtensions,
} from '@wildfire/shared';
import { useState } from 'react';

import { TableScroll } from '@/components/ui/table-scroll';
import {
  downloadStaffDocument,
  useDeleteStaffDocument,
  useUploadStaffDocument,
} from '../api/staff-documents';
import { ErrorNotice } from './hr-parts';
import { staffFileProblem } from './staff-form';
import { DISMISS } from '@/components/ui/notices';
import { formatDateTime } from '@/lib/format/dates';
import { serverMessage } from '@/lib/api-client';

/**
 * A staff member's NDA, contract, eligibility and other documents (holders of hr_permissions):
 * download, and with manage_hr_data upload and delete.
 */
export function StaffDocumentsPanel({
  staffId,
  name,
  documents,
  canManage,
}: {
  staffId: number;
  name: string;
  documents: StaffDocument[];
  canManage: boolean;
}) {
  const [kind, setKind] = useState<StaffDocumentKind>('nda');
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadStaffDocument(staffId);
  const remove = useDeleteStaffDocument(staffId);

  const onPick = (file: File | null) => {
    if (!file) return;
    const problem = staffFileProblem(kind, file);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    upload.mutate(
      { kind, file },
      {
        onSuccess: (stored) => {
          notifications.show({
            closeButtonProps: DISMISS,
            color: 'green',
            message: `${stored.file_name} uploaded.`,
          });
        },
        onError: (failure) => {
          setError(serverMessage(failure));
        },
      },
    );
  };

  const onDownload = (document: StaffDocument) => {
    downloadStaffDocument(staffId, document).catch((failure: unknown) => {
      notifications.show({
        closeButtonProps: DISMISS,
        color: 'red',
        title: `${document.file_name} was not downloaded`,
        message: serverMessage(failure),
      });
    });
  };

  const onDelete = (document: StaffDocument) => {
    modals.openConfirmModal({
      title: 'Delete document',
      children: <Text size="sm">{`Delete ${document.file_name} from ${name}'s record?`}</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        remove.mutate(document.id, {
          onError: (failure) => {
            notifications.show({
              closeButtonProps: DISMISS,
              color: 'red',
              title: `${document.file_name} was not deleted`,
              message: serverMessage(failure),
            });
          },
        });
      },
    });
  };

  return (
    <Stack gap="sm">
      {canManage && (
        <Group gap="sm" align="flex-end" wrap="wrap">
          <NativeSelect
            label="Document type"
            data={STAFF_DOCUMENT_KINDS.map((k) => ({
              value: k,
              label: STAFF_DOCUMENT_KIND_LABELS[k],
            }))}
            value={kind}
            onChange={(event) => {
              setKind(event.currentTarget.value as StaffDocumentKind);
              setError(null);
            }}
          />
          <FileButton onChange={onPick} accept={staffDocumentExtensions(kind).join(',')}>
            {(props) => (
              <Button {...props} loading={upload.isPending}>
                Upload Document
              </Button>
            )}
          </FileButton>
          <Text size="sm">{`${staffDocumentExtensions(kind).join(', ')}; up to 10 MB`}</Text>
        </Group>
      )}
      {error && <ErrorNotice>{error}</ErrorNotice>}
      {documents.length === 0 ? (
        <Text>No documents on file.</Text>
      ) : (
        <TableScroll minWidth={620} label="Documents">
          <Table striped aria-label="Documents">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Type</Table.Th>
                <Table.Th>File</Table.Th>
                <Table.Th>Size</Table.Th>
                <Table.Th>Uploaded</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {documents.map((document) => (
                <Table.Tr key={document.id}>
                  <Table.Td>{STAFF_DOCUMENT_KIND_LABELS[document.kind]}</Table.Td>
                  <Table.Td style={{ wordBreak: 'break-all' }}>{document.file_name}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatFileSize(document.size_bytes)}
                  </Table.Td>
                  <Table.Td>
                    {formatDateTime(document.uploaded_at)}
                    {document.uploaded_by ? ` by ${document.uploaded_by}` : ''}
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => {
                          onDownload(document);
                        }}
                        aria-label={`Download ${document.file_name}`}
                      >
                        Download
                      </Button>
                      {canManage && (
                        <Button
                          size="xs"
                          color="red"
                          variant="light"
                          onClick={() => {
                            onDelete(document);
                          }}
                          aria-label={`Delete ${document.file_name}`}
                        >
                          Delete
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
    </Stack>
  );
}
