import { Button, Group, Loader, Menu, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import {
  CONTENT_STATUS_LABELS,
  CONTENT_STATUSES,
  CONTENT_TYPE_LABELS,
  CONTENT_TYPES,
  contentMovesFor,
  type ContentStatus,
  type PermissionId,
} from '@wildfire/shared';
import { useState } from 'react';

import { ListTable } from '@/components/ui/list-table';
import { ListPager } from '@/components/ui/list-pager';
import { QueryErrorAlert } from '@/components/ui/query-error-alert';
import { useChangeContentStatus } from '../api/change-content-status';
import { useDeleteContent } from '../api/delete-content';
import { useContentList } from '../api/get-content-list';
import type { ContentSummary } from '../api/types';
import { ContentStatusBadge, ContentTypeBadge } from './content-badges';
import { ContentEditorModal } from './content-editor';
import { moveLabel } from './move-label';
import { DISMISS } from '@/components/ui/notices';
import { formatCount } from '@/lib/format/numbers';
import { formatDateTime } from '@/lib/format/dates';
import { serverMessage } from '@/lib/api-client';

const TYPE_OPTIONS = [
  { value: '', label: 'All types' },
  ...CONTENT_TYPES.map((t) => ({ value: t, label: CONTENT_TYPE_LABELS[t] })),
];
const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...CONTENT_STATUSES.map((s) => ({ value: s, label: CONTENT_STATUS_LABELS[s] })),
];

/** Moves that put content in front of customers, or take it away, are confirmed first. */
const CONFIRMED_MOVES: Partial<Record<ContentStatus, (title: string) => string>> = {
  published: (title) => `Publish “${title}”? It goes live for customers at once.`,
  archived: (title) => `Archive “${title}”? It stops being shown to customers.`,
};

function RowActions({
  item,
  permissions,
  onEdit,
}: {
  item: ContentSummary;
  permissions: readonly PermissionId[];
  onEdit: (id: number) => void;
}) {
  const changeStatus = useChangeContentStatus();
  const remove = useDeleteContent();
  const moves = contentMovesFor(item.status, permissions);
  const canEdit =
    item.status === 'published'
      ? permissions.includes('publish_cms_content') && permissions.includes('edit_cms_content')
      : permissions.includes('edit_cms_content');

  const move = (to: ContentStatus) => {
    const run = () => {
      changeStatus.mutate(
        { id: item.id, status: to },
        {
          onSuccess: (saved) => {
            notifications.show({
              closeButtonProps: DISMISS,
              color: 'green',
              message: `“${saved.title}” is now ${CONTENT_STATUS_LABELS[saved.status]}.`,
            });
          },
          onError: (failure) => {
            notifications.show({
              closeButtonProps: DISMISS,
              color: 'red',
              title: `“${item.title}” was not moved`,
              message: serverMessage(failure),
            });
          },
        },
      );
    };
    const question = CONFIRMED_MOVES[to];
    if (!question) {
      run();
      return;
    }
    modals.openConfirmModal({
      title: moveLabel(item.status, to),
      children: <Text size="sm">{question(item.title)}</Text>,
      labels: { confirm: moveLabel(item.status, to), cancel: 'Cancel' },
      onConfirm: run,
    });
  };

  const onDelete = () => {
    modals.openConfirmModal({
      title: 'Delete content',
      children: (
        <Text size="sm">{`Delete “${item.title}”? Its view counts are deleted with it.`}</Text>
      ),
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        remove.mutate(item.id, {
          onSuccess: () => {
            notifications.show({
              closeButtonProps: DISMISS,
              color: 'green',
              message: `“${item.title}” deleted.`,
            });
          },
          onError: (failure) => {
            notifications.show({
              closeButtonProps: DISMISS,
              color: 'red',
              title: `“${item.title}” was not deleted`,
              message: serverMessage(failure),
            });
          },
        });
      },
    });
  };

  return (
    <Group gap="xs" wrap="nowrap">
      {canEdit && (
        <Button
          size="xs"
          variant="light"
          onClick={() => {
            onEdit(item.id);
          }}
          aria-label={`Edit ${item.title}`}
        >
          Edit
        </Button>
      )}
      {moves.length > 0 && (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button
              size="xs"
              variant="default"
              loading={changeStatus.isPending}
              aria-label={`Change status of ${item.title}`}
            >
              Status
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {moves.map((to) => (
              <Menu.Item
                key={to}
                onClick={() => {
                  move(to);
                }}
              >
                {moveLabel(item.status, to)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
      {permissions.includes('delete_cms_content') && (
        <Button
          size="xs"
          color="red"
          variant="light"
          onClick={onDelete}
          aria-label={`Delete ${item.title}`}
        >
          Delete
        </Button>
      )}
    </Group>
  );
}

function ContentRows({
  rows,
  permissions,
  onEdit,
}: {
  rows: ContentSummary[];
  permissions: readonly PermissionId[];
  onEdit: (id: number) => void;
}) {
  return (
    <ListTable label="Content" minWidth={940} striped highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Title</Table.Th>
          <Table.Th>Type</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Author</Table.Th>
          <Table.Th>Category</Table.Th>
          <Table.Th ta="right">Words</Table.Th>
          <Table.Th ta="right">Views</Table.Th>
          <Table.Th>Last Modified</Table.Th>
          <Table.Th>Actions</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((item) => (
          <Table.Tr key={item.id}>
            <Table.Td>
              <Stack gap={2}>
                <Text size="sm" fw={600}>
                  {item.title}
                </Text>
                {item.tags.length > 0 && (
                  <Text size="xs" c="dimmed">
                    {item.tags.join(', ')}
                  </Text>
                )}
              </Stack>
            </Table.Td>
            <Table.Td>
              <ContentTypeBadge type={item.type} />
            </Table.Td>
            <Table.Td>
              <ContentStatusBadge status={item.status} />
            </Table.Td>
            <Table.Td>{item.author ?? '—'}</Table.Td>
            <Table.Td>{item.category || '—'}</Table.Td>
            <Table.Td ta="right">{formatCount(item.word_count)}</Table.Td>
            <Table.Td ta="right">{formatCount(item.views)}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              {formatDateTime(item.last_modified)}
            </Table.Td>
            <Table.Td>
              <RowActions item={item} permissions={permissions} onEdit={onEdit} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ListTable>
  );
}

/** Content Library: filter by type and status, search title, category and tags; the workflow. */
export function ContentLibrary({ permissions }: { permissions: readonly PermissionId[] }) {
  const [type, setType] = useState('');
  const [status, setStatus] = useState('');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  /** The item in the editor: a number to edit, 'new' for New Content. */
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const query = useContentList({ type, status, search: debounced, page });
  const filtered = type !== '' || status !== '' || debounced !== '';

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Search content"
          placeholder="Title, category or tag"
          type="search"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: '1 1 220px', maxWidth: 360 }}
        />
        <Select
          label="Type"
          data={TYPE_OPTIONS}
          value={type}
          onChange={(value) => {
            setType(value ?? '');
            setPage(1);
          }}
          allowDeselect={false}
          style={{ flex: '0 1 170px' }}
        />
        <Select
          label="Status"
          data={STATUS_OPTIONS}
          value={status}
          onChange={(value) => {
            setStatus(value ?? '');
            setPage(1);
          }}
          allowDeselect={false}
          style={{ flex: '0 1 170px' }}
        />
        {permissions.includes('create_cms_content') && (
          <Button
            onClick={() => {
              setEditing('new');
            }}
            ml="auto"
          >
            New Content
          </Button>
        )}
      </Group>

      {query.isPending ? (
        <Stack align="center" py="xl" role="status">
          <Loader role="status" aria-label="Loading the content" />
        </Stack>
      ) : query.isError ? (
        <QueryErrorAlert
          title="The content could not be loaded"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <Stack gap="sm">
          <Text size="sm" aria-live="polite">
            {`Showing ${String(query.data.items.length)} of ${String(query.data.total)} items`}
          </Text>
          {query.data.items.length === 0 ? (
            <Text c="dimmed">
              {filtered ? 'No content matches these filters.' : 'No content yet.'}
            </Text>
          ) : (
            <ContentRows rows={query.data.items} permissions={permissions} onEdit={setEditing} />
          )}
          <ListPager
            page={query.data.page}
            total={query.data.total}
            pageSize={query.data.page_size}
            onPage={setPage}
            label="Content pages"
          />
        </Stack>
      )}
      {editing !== null && (
        <ContentEditorModal
          contentId={editing === 'new' ? null : editing}
          onClose={() => {
            setEditing(null);
          }}
        />
      )}
    </Stack>
  );
}
