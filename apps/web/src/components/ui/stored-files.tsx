import { Button, FileButton, Group, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useState, type CSSProperties, type ReactNode } from 'react';

import { ErrorNotice } from '@/components/ui/error-notice';
import { DISMISS } from '@/components/ui/notices';
import { TableScroll } from '@/components/ui/table-scroll';
import { serverMessage } from '@/lib/api-client';

/** What a stored file needs to be listed: its id and the name people gave it. */
interface StoredFile {
  id: number;
  file_name: string;
}

export interface StoredFileColumn<File> {
  header: string;
  cell: (file: File) => ReactNode;
  style?: CSSProperties;
}

export interface FileUpload {
  /** The button's words ("Upload File"). */
  label: string;
  /** The extensions the picker offers (`.pdf,.jpg`). */
  accept: string;
  /** The limits, next to the button. */
  hint: ReactNode;
  /** Choices sent with the file (a document's type), before the button. */
  controls?: ReactNode;
  /** The current choice; choosing again clears the last refusal. */
  choice?: string;
  /** Why a file is refused before sending it (the server checks the same rules), or null. */
  problem: (file: File) => string | null;
  /** Sends the file; resolves with the name it was stored under. */
  send: (file: File) => Promise<string>;
  sending: boolean;
}

export interface FileRemoval<Stored> {
  /** The confirmation's title ("Delete file"). */
  title: string;
  question: (file: Stored) => string;
  send: (id: number) => Promise<unknown>;
}

/**
 * Picking a file to upload: the refusal when it breaks the limits or the server says no, a
 * notice when it is stored.
 */
export function useFileUpload({ problem, send }: Pick<FileUpload, 'problem' | 'send'>) {
  const [error, setError] = useState<string | null>(null);
  const pick = (file: File | null) => {
    if (!file) return;
    const refusal = problem(file);
    setError(refusal);
    if (refusal) return;
    send(file).then(
      (storedName) => {
        notifications.show({
          closeButtonProps: DISMISS,
          color: 'green',
          message: `${storedName} uploaded.`,
        });
      },
      (failure: unknown) => {
        setError(serverMessage(failure));
      },
    );
  };
  return { error, setError, pick };
}

/** The button that opens the file picker; busy while the file goes up. */
export function UploadButton({
  label,
  accept,
  sending,
  onPick,
}: {
  label: string;
  accept: string;
  sending: boolean;
  onPick: (file: File | null) => void;
}) {
  return (
    <FileButton onChange={onPick} accept={accept}>
      {(props) => (
        <Button {...props} loading={sending}>
          {label}
        </Button>
      )}
    </FileButton>
  );
}

/** A stored file's buttons, named after the file for screen readers: Download, then Delete. */
export function FileActions({
  name,
  onDownload,
  onDelete,
  children,
}: {
  name: string;
  onDownload: () => void;
  /** Offered to those who may delete the file. */
  onDelete?: (() => void) | undefined;
  /** Other actions, between the two (Edit). */
  children?: ReactNode;
}) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Button size="xs" variant="light" onClick={onDownload} aria-label={`Download ${name}`}>
        Download
      </Button>
      {children}
      {onDelete && (
        <Button
          size="xs"
          color="red"
          variant="light"
          onClick={onDelete}
          aria-label={`Delete ${name}`}
        >
          Delete
        </Button>
      )}
    </Group>
  );
}

const noUpload: Pick<FileUpload, 'problem' | 'send'> = {
  problem: () => null,
  send: () => Promise.reject(new Error('Uploading is not offered here.')),
};

interface StoredFilesProps<Stored extends StoredFile> {
  /** The table's name for screen readers ("Files"). */
  label: string;
  minWidth: number;
  /** The files; undefined while they load (`status` says how that goes). */
  files: Stored[] | undefined;
  empty: string;
  columns: StoredFileColumn<Stored>[];
  download: (file: Stored) => Promise<unknown>;
  /** Offered to those who may add files. */
  upload?: FileUpload;
  /** Offered to those who may delete files. */
  remove?: FileRemoval<Stored>;
  /** The loading or failed state of the list. */
  status?: ReactNode;
}

/**
 * Files kept on a record (a property's files, a staff member's documents): upload within the
 * limits, a table with Download and Delete, and a notice for each failure.
 */
export function StoredFiles<Stored extends StoredFile>({
  label,
  minWidth,
  files,
  empty,
  columns,
  download,
  upload,
  remove,
  status,
}: StoredFilesProps<Stored>) {
  const { error, setError, pick } = useFileUpload(upload ?? noUpload);
  // A new choice (another document type) clears the refusal of the last file.
  const [choice, setChoice] = useState(upload?.choice);
  if (choice !== upload?.choice) {
    setChoice(upload?.choice);
    setError(null);
  }

  const failed = (title: string, failure: unknown) => {
    notifications.show({
      closeButtonProps: DISMISS,
      color: 'red',
      title,
      message: serverMessage(failure),
    });
  };

  const onDownload = (file: Stored) => {
    download(file).catch((failure: unknown) => {
      failed(`${file.file_name} was not downloaded`, failure);
    });
  };

  const onDelete = (file: Stored) => {
    if (!remove) return;
    modals.openConfirmModal({
      title: remove.title,
      children: <Text size="sm">{remove.question(file)}</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        remove.send(file.id).catch((failure: unknown) => {
          failed(`${file.file_name} was not deleted`, failure);
        });
      },
    });
  };

  return (
    <Stack gap="md">
      {upload && (
        <Group gap="sm" align="flex-end" wrap="wrap">
          {upload.controls}
          <UploadButton
            label={upload.label}
            accept={upload.accept}
            sending={upload.sending}
            onPick={pick}
          />
          <Text size="sm" c="dimmed">
            {upload.hint}
          </Text>
        </Group>
      )}
      {error && <ErrorNotice>{error}</ErrorNotice>}
      {status}
      {files &&
        (files.length === 0 ? (
          <Text c="dimmed">{empty}</Text>
        ) : (
          <TableScroll label={label} minWidth={minWidth}>
            <Table striped aria-label={label}>
              <Table.Thead>
                <Table.Tr>
                  {columns.map((column) => (
                    <Table.Th key={column.header}>{column.header}</Table.Th>
                  ))}
                  <Table.Th>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {files.map((file) => (
                  <Table.Tr key={file.id}>
                    {columns.map((column) => (
                      <Table.Td key={column.header} style={column.style}>
                        {column.cell(file)}
                      </Table.Td>
                    ))}
                    <Table.Td>
                      <FileActions
                        name={file.file_name}
                        onDownload={() => {
                          onDownload(file);
                        }}
                        onDelete={
                          remove
                            ? () => {
                                onDelete(file);
                              }
                            : undefined
                        }
                      />
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
