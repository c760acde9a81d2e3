import { Alert, Button, FileButton, Group, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import {
  PROPERTY_FILE_EXTENSIONS,
  PROPERTY_FILE_MAX_BYTES,
  propertyFileType,
} from '@wildfire/shared';
import { useState } from 'react';

import { QueryErrorAlert } from '@/components/ui/query-error-alert';
import {
  downloadPropertyFile,
  useDeletePropertyFile,
  usePropertyFiles,
  useUploadPropertyFile,
} from '../api/property-files';
import type { PropertyFile } from '../api/types';
import { LoadingState } from '@/components/ui/paged-list';
import { TableScroll } from '@/components/ui/table-scroll';
import { formatBytes } from '@/lib/format/numbers';
import { formatDateTimeWithSeconds } from '@/lib/format/dates';
import { DISMISS } from '@/components/ui/notices';
import { serverMessage } from '@/lib/api-client';

const ACCEPT = PROPERTY_FILE_EXTENSIONS.map((ext) => `.${ext}`).join(',');
const LIMIT_TEXT = `Up to ${formatBytes(PROPERTY_FILE_MAX_BYTES)}; ${PROPERTY_FILE_EXTENSIONS.join(', ')}.`;

/** Files of a property (/admin/property/{panelId}/files): upload, download, delete. */
export function PropertyFiles({ propertyId, canEdit }: { propertyId: number; canEdit: boolean }) {
  const query = usePropertyFiles(propertyId);
  const upload = useUploadPropertyFile(propertyId);
  const remove = useDeletePropertyFile(propertyId);
  const [error, setError] = useState<string | null>(null);

  const onPick = (file: File | null) => {
    if (!file) return;
    // The server checks the same rules; checking here saves sending 10 MB for nothing.
    if (file.size > PROPERTY_FILE_MAX_BYTES) {
      setError(`${file.name} is larger than ${formatBytes(PROPERTY_FILE_MAX_BYTES)}.`);
      return;
    }
    if (!propertyFileType(file.name)) {
      setError(`${file.name}: this file type is not allowed. ${LIMIT_TEXT}`);
      return;
    }
    setError(null);
    upload.mutate(file, {
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
    });
  };

  const onDownload = (file: PropertyFile) => {
    downloadPropertyFile(propertyId, file).catch((failure: unknown) => {
      notifications.show({
        closeButtonProps: DISMISS,
        color: 'red',
        title: `${file.file_name} was not downloaded`,
        message: serverMessage(failure),
      });
    });
  };

  const onDelete = (file: PropertyFile) => {
    modals.openConfirmModal({
      title: 'Delete file',
      children: <Text size="sm">{`Delete ${file.file_name}?`}</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        remove.mutate(file.id, {
          onError: (failure) => {
            notifications.show({
              closeButtonProps: DISMISS,
              color: 'red',
              title: `${file.file_name} was not deleted`,
              message: serverMessage(failure),
            });
          },
        });
      },
    });
  };

  return (
    <Stack gap="md">
      {canEdit && (
        <Group gap="sm" wrap="wrap">
          <FileButton onChange={onPick} accept={ACCEPT}>
            {(props) => (
              <Button {...props} loading={upload.isPending}>
                Upload File
              </Button>
            )}
          </FileButton>
          <Text size="sm" c="dimmed">
            {LIMIT_TEXT}
          </Text>
        </Group>
      )}
      {error && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          styles={{ message: { color: 'var(--mantine-color-text)' } }}
        >
          {error}
        </Alert>
      )}
      {query.isPending && <LoadingState />}
      {query.isError && (
        <QueryErrorAlert
          title="The files could not be loaded"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      )}
      {query.isSuccess &&
        (query.data.files.length === 0 ? (
          <Text c="dimmed">No files for this property yet.</Text>
        ) : (
          <TableScroll label="Files" minWidth={640}>
            <Table striped aria-label="Files">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Size</Table.Th>
                  <Table.Th>Uploaded By</Table.Th>
                  <Table.Th>Uploaded</Table.Th>
                  <Table.Th>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {query.data.files.map((file) => (
                  <Table.Tr key={file.id}>
                    <Table.Td style={{ wordBreak: 'break-all' }}>{file.file_name}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {formatBytes(file.size_bytes)}
                    </Table.Td>
                    <Table.Td>{file.uploaded_by ?? '—'}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {formatDateTimeWithSeconds(file.uploaded_at)}
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          size="xs"
                          variant="light"
                          onClick={() => {
                            onDownload(file);
                          }}
                          aria-label={`Download ${file.file_name}`}
                        >
                          Download
                        </Button>
                        {canEdit && (
                          <Button
                            size="xs"
                            color="red"
                            variant="light"
                            onClick={() => {
                              onDelete(file);
                            }}
                            aria-label={`Delete ${file.file_name}`}
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
        ))}
    </Stack>
  );
}
