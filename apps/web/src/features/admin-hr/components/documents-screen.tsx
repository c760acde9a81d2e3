import {
  Button,
  FileInput,
  Group,
  Modal,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import {
  formatFileSize,
  HR_DOCUMENT_CATEGORIES,
  HR_DOCUMENT_EXTENSIONS,
  HR_DOCUMENT_MAX_BYTES,
  HR_DOCUMENT_TAB_LABELS,
  HR_DOCUMENT_TABS,
  type HrDocument,
  type HrDocumentCategory,
  type HrDocumentTab,
  type HrFolder,
  hrDocumentType,
  hrDocumentUpdateSchema,
  newHrFolderSchema,
} from '@wildfire/shared';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';

import { ListTable } from '@/components/ui/list-table';
import { QueryErrorAlert } from '@/components/ui/query-error-alert';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useHrDocuments } from '../api/get-hr-documents';
import {
  downloadHrDocument,
  useDeleteHrDocument,
  useUpdateHrDocument,
  useUploadHrDocument,
} from '../api/hr-documents';
import { useCreateHrFolder, useDeleteHrFolder, useHrFolders } from '../api/hr-folders';
import formClasses from './hr-forms.module.css';
import { ErrorNotice, LoadingState, Pager } from './hr-parts';
import { DISMISS } from '@/components/ui/notices';
import { formatDateTime } from '@/lib/format/dates';
import { serverMessage } from '@/lib/api-client';

const ACCEPT = HR_DOCUMENT_EXTENSIONS.map((ext) => `.${ext}`).join(',');
/** The limits, as the upload form states them. */
export const HR_DOCUMENT_LIMITS = `PDF, DOCX, DOC, XLSX, XLS and ${HR_DOCUMENT_EXTENSIONS.filter(
  (ext) => !['pdf', 'docx', 'doc', 'xlsx', 'xls'].includes(ext),
)
  .map((ext) => ext.toUpperCase())
  .join(', ')}; up to ${formatFileSize(HR_DOCUMENT_MAX_BYTES)}.`;

/** Whether a picked file may go up: its type and size; the reason if not. */
export function hrFileProblem(file: File): string | null {
  if (!hrDocumentType(file.name)) return `${file.name}: this file type is not allowed.`;
  if (file.size > HR_DOCUMENT_MAX_BYTES) {
    return `${file.name} is larger than ${formatFileSize(HR_DOCUMENT_MAX_BYTES)}.`;
  }
  if (file.size === 0) return `${file.name} is empty.`;
  return null;
}

type FolderFilter = number | 'none' | null;

const folderChoices = (folders: HrFolder[], none: string) => [
  { value: '', label: none },
  ...folders.map((f) => ({ value: String(f.id), label: f.name })),
];

function SummaryTiles({
  summary,
}: {
  summary: { count: number; total_bytes: number; last_updated: string | null };
}) {
  const tiles = [
    { label: 'Documents', value: String(summary.count) },
    { label: 'Total Size', value: formatFileSize(summary.total_bytes) },
    { label: 'Last Updated', value: formatDateTime(summary.last_updated) },
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      {tiles.map((tile) => (
        <Paper
          key={tile.label}
          withBorder
          radius="md"
          p="md"
          component="article"
          aria-label={tile.label}
        >
          <Text size="sm" fw={600}>
            {tile.label}
          </Text>
          <Text fz={22} fw={700}>
            {tile.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

function UploadDocumentButton({ tab, folders }: { tab: HrDocumentTab; folders: HrFolder[] }) {
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [category, setCategory] = useState<HrDocumentCategory>(
    tab === 'templates' ? 'Templates' : 'Onboarding',
  );
  const [folder, setFolder] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const upload = useUploadHrDocument();

  const close = () => {
    setOpen(false);
    setFile(null);
    setFolder('');
    setFileError(null);
    setFailure(null);
  };

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
          close();
        },
        onError: (error) => {
          setFailure(serverMessage(error));
        },
      },
    );
  };

  return (
    <>
      <Button
        onClick={() => {
          setOpen(true);
        }}
      >
        Upload Document
      </Button>
      <Modal
        opened={open}
        onClose={close}
        title={`Upload Document to ${HR_DOCUMENT_TAB_LABELS[tab]}`}
      >
        <form onSubmit={submit} noValidate className={formClasses.form}>
          <Stack gap="sm">
            <FileInput
              label="File"
              withAsterisk
              placeholder="Choose a file"
              description={HR_DOCUMENT_LIMITS}
              accept={ACCEPT}
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
            {failure && <ErrorNotice>{failure}</ErrorNotice>}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={upload.isPending}>
                Upload
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}

function CreateFolderButton({
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

function EditDocumentModal({
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

function DocumentsTable({
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
              <Group gap="xs" wrap="nowrap">
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => {
                    onDownload(document);
                  }}
                  aria-label={`Download ${document.name}`}
                >
                  Download
                </Button>
                {canManage && (
                  <>
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
                    <Button
                      size="xs"
                      color="red"
                      variant="light"
                      onClick={() => {
                        onDelete(document);
                      }}
                      aria-label={`Delete ${document.name}`}
                    >
                      Delete
                    </Button>
                  </>
                )}
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ListTable>
  );
}

/** One tab: its summary tiles, Upload Document, Create Folder, the folder filter, the table. */
function DocumentsTab({ tab, canManage }: { tab: HrDocumentTab; canManage: boolean }) {
  const [folder, setFolder] = useState<FolderFilter>(null);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<HrDocument | null>(null);
  const folders = useHrFolders(tab);
  const query = useHrDocuments(tab, folder, page);
  const removeFolder = useDeleteHrFolder();
  const folderList = folders.data?.folders ?? [];
  const selected = typeof folder === 'number' ? folderList.find((f) => f.id === folder) : undefined;

  const chooseFolder = (next: FolderFilter) => {
    setFolder(next);
    setPage(1);
  };

  const onDeleteFolder = (target: HrFolder) => {
    modals.openConfirmModal({
      title: 'Delete folder',
      children: (
        <Text size="sm">{`Delete the folder ${target.name}? Its ${String(target.document_count)} documents stay in ${HR_DOCUMENT_TAB_LABELS[tab]}, outside any folder.`}</Text>
      ),
      labels: { confirm: 'Delete Folder', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        removeFolder.mutate(target.id, {
          onSuccess: () => {
            chooseFolder(null);
          },
          onError: (failure) => {
            notifications.show({
              closeButtonProps: DISMISS,
              color: 'red',
              title: `The folder ${target.name} was not deleted`,
              message: serverMessage(failure),
            });
          },
        });
      },
    });
  };

  const emptyText =
    folder === null
      ? `No documents in ${HR_DOCUMENT_TAB_LABELS[tab]} yet.`
      : folder === 'none'
        ? 'Every document of this tab is in a folder.'
        : 'No documents in this folder.';

  return (
    <Stack gap="md">
      {query.isSuccess && <SummaryTiles summary={query.data.summary} />}
      <Group gap="sm" align="flex-end" wrap="wrap">
        <NativeSelect
          label="Folder"
          data={[
            { value: 'all', label: 'All documents' },
            { value: 'none', label: 'Not in a folder' },
            ...folderList.map((f) => ({
              value: String(f.id),
              label: `${f.name} (${String(f.document_count)})`,
            })),
          ]}
          value={folder === null ? 'all' : String(folder)}
          onChange={(event) => {
            const value = event.currentTarget.value;
            chooseFolder(value === 'all' ? null : value === 'none' ? 'none' : Number(value));
          }}
          style={{ minWidth: 220 }}
        />
        {canManage && <UploadDocumentButton tab={tab} folders={folderList} />}
        {canManage && (
          <CreateFolderButton
            tab={tab}
            onCreated={(created) => {
              chooseFolder(created.id);
            }}
          />
        )}
        {canManage && selected && (
          <Button
            variant="subtle"
            color="red"
            onClick={() => {
              onDeleteFolder(selected);
            }}
          >
            Delete Folder
          </Button>
        )}
      </Group>
      {folders.isError && (
        <QueryErrorAlert
          title="The folders could not be loaded"
          error={folders.error}
          onRetry={() => void folders.refetch()}
          retrying={folders.isFetching}
          severity="warning"
        />
      )}
      {query.isPending && <LoadingState label="Loading documents" />}
      {query.isError && (
        <QueryErrorAlert
          title="The documents could not be loaded"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      )}
      {query.isSuccess && (
        <>
          {query.data.items.length === 0 ? (
            <Text>{emptyText}</Text>
          ) : (
            <DocumentsTable
              documents={query.data.items}
              canManage={canManage}
              onEdit={setEditing}
            />
          )}
          <Pager
            page={query.data.page}
            total={query.data.total}
            pageSize={query.data.page_size}
            onPage={setPage}
            label="Document pages"
          />
        </>
      )}
      {editing && (
        <EditDocumentModal
          document={editing}
          folders={folderList}
          onClose={() => {
            setEditing(null);
          }}
        />
      )}
    </Stack>
  );
}

/** HR Documents (/admin/documents, 2.20): the Onboarding Documents and Templates & Forms tabs. */
export function DocumentsScreen({ canManage }: { canManage: boolean }) {
  const [params, setParams] = useSearchParams();
  const tab: HrDocumentTab = params.get('tab') === 'templates' ? 'templates' : 'onboarding';
  return (
    <Tabs
      value={tab}
      onChange={(value) => {
        setParams(value === 'templates' ? { tab: 'templates' } : {}, { replace: true });
      }}
      keepMounted={false}
    >
      <Tabs.List mb="md">
        {HR_DOCUMENT_TABS.map((t) => (
          <Tabs.Tab key={t} value={t}>
            {HR_DOCUMENT_TAB_LABELS[t]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {HR_DOCUMENT_TABS.map((t) => (
        <Tabs.Panel key={t} value={t}>
          <DocumentsTab tab={t} canManage={canManage} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
