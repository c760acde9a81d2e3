import { Button, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { formatFileSize, type HrDocument } from '@wildfire/shared';

import { downloadHrDocument, useDeleteHrDocument } from '../api/hr-documents';
import { ListTable } from '@/components/ui/list-table';
import { DISMISS } from '@/components/ui/notices';
import { formatDateTime } from '@/lib/format/dates';
import { serverMessage } from '@/lib/api-client';
import { FileActions } from '@/components/ui/stored-files';

export function DocumentsTable({
  documents,
  canManage,
  onEdit,
}: {
  documents: HrDocument[];
  canManage: boolean;
  onEdit: (document: HrDocument) => void;
}) {
  const remove = useDeleteHrDocument();

  const onDownload = (document: HrDocument) => {
    downloadHrDocument(document).catch((failure: unknown) => {
      notifications.show({
        closeButtonProps: DISMISS,
        color: 'red',
        title: `${document.name} was not downloaded`,
        message: serverMessage(failure),
      });
    });
  };

  const onDelete = (document: HrDocument) => {
    modals.openConfirmModal({
      title: 'Delete document',
      children: <Text size="sm">{`Delete ${document.name}? This cannot be undone.`}</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        remove.mutate(document.id, {
          onSuccess: () => {
            notifications.show({
              closeButtonProps: DISMISS,
              color: 'green',
              message: `${document.name} deleted.`,
            });
          },
          onError: (failure) => {
            notifications.show({
              closeButtonProps: DISMISS,
              color: 'red',
              title: `${document.name} was not deleted`,
              message: serverMessage(failure),
            });
          },
        });
      },
    });
  };

  return (
    <ListTable label="Documents" minWidth={860} striped highlightOnHover verticalSpacing="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Document</Table.Th>
          <Table.Th>Category</Table.Th>
          <Table.Th>Size</Table.Th>
          <Table.Th>Last Modified</Table.Th>
          <Table.Th>Uploaded By</Table.Th>
          <Table.Th>Actions</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {documents.map((document) => (
          <Table.Tr key={document.id}>
            <Table.Td>
              <Stack gap={0}>
                <Text size="sm" fw={600}>
                  {document.name}
                </Text>
                <Text size="xs" style={{ wordBreak: 'break-all' }}>
                  {`${document.type} · ${document.file_name}`}
                  {document.folder ? ` · ${document.folder.name}` : ''}
                </Text>
              </Stack>
            </Table.Td>
            <Table.Td>{document.category}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              {formatFileSize(document.size_bytes)}
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              {formatDateTime(document.last_modified)}
            </Table.Td>
            <Table.Td>{document.uploaded_by ?? '—'}</Table.Td>
            <Table.Td>
              <FileActions
                name={document.name}
                onDownload={() => {
                  onDownload(document);
                }}
                onDelete={
                  canManage
                    ? () => {
                        onDelete(document);
                      }
                    : undefined
                }
              >
                {canManage && (
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => {
                      onEdit(document);
                    }}
                    aria-label={`Edit ${document.name}`}
                  >
                    Edit
                  </Button>
                )}
              </FileActions>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ListTable>
  );
}
