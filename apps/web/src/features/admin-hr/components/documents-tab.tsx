import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import {
  HR_DOCUMENT_TAB_LABELS,
  type HrDocument,
  type HrDocumentTab,
  type HrFolder,
} from '@wildfire/shared';
import { useState } from 'react';

import { useHrDocuments } from '../api/get-hr-documents';
import { useDeleteHrFolder, useHrFolders } from '../api/hr-folders';
import { QueryErrorAlert } from '@/components/ui/query-error-alert';
import { LoadingState, Pager } from './hr-parts';
import { DISMISS } from '@/components/ui/notices';
import { serverMessage } from '@/lib/api-client';
import { SummaryTiles } from './document-summary-tiles';
import { UploadDocumentButton } from './upload-document-button';
import { CreateFolderButton } from './create-folder-button';
import { EditDocumentModal } from './edit-document-modal';
import { DocumentsTable } from './documents-table';

type FolderFilter = number | 'none' | null;

/** One tab: its summary tiles, Upload Document, Create Folder, the folder filter, the table. */
export function DocumentsTab({ tab, canManage }: { tab: HrDocumentTab; canManage: boolean }) {
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
