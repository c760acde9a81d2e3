import { Button, Group, Loader, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import {
  BROADCAST_STATUSES,
  BROADCAST_TIME_FILTER_LABELS,
  BROADCAST_TIME_FILTERS,
  BROADCAST_TYPES,
  type BroadcastStatus,
  type BroadcastTimeFilter,
  type BroadcastType,
} from '@wildfire/shared';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';

import { QueryErrorAlert } from '@/components/ui/query-error-alert';
import { useBroadcastSenders } from '../api/get-broadcast-senders';
import { useBroadcasts, type BroadcastListFilters } from '../api/get-broadcasts';
import { BROADCAST_STATUS_STYLES, BROADCAST_TYPE_STYLES } from '../broadcast-styles';
import { BroadcastTable } from './broadcast-table';
import { CreateAlertModal } from './create-alert-modal';
import { Pager } from './pager';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

function useListState() {
  const [params, setParams] = useSearchParams();
  const filters: BroadcastListFilters = {
    search: params.get('search') ?? '',
    type: oneOf<BroadcastType>(BROADCAST_TYPES, params.get('type')),
    status: oneOf<BroadcastStatus>(BROADCAST_STATUSES, params.get('status')),
    time: oneOf<BroadcastTimeFilter>(BROADCAST_TIME_FILTERS, params.get('time')),
    sender: positive(params.get('sender')),
  };
  const page = positive(params.get('page')) ?? 1;
  /** A change of search or filter starts again at page 1. */
  const update = (next: Partial<Record<keyof BroadcastListFilters | 'page', string | null>>) => {
    setParams(
      (current) => {
        const result = new URLSearchParams(current);
        if (!('page' in next)) result.delete('page');
        for (const [key, value] of Object.entries(next)) {
          if (value === null || value === '' || (key === 'page' && value === '1')) {
            result.delete(key);
          } else {
            result.set(key, value);
          }
        }
        return result;
      },
      { replace: true },
    );
  };
  return { filters, page, update };
}

const ANY = '';
const SEARCH_DEBOUNCE_MS = 300;

/**
 * Alerts (spec 2.4): search on the message (as one types, like every back-office list; Enter or
 * Search applies it at once), type, status, time and
 * sender filters combined with AND on the server, the result count, the table with View More /
 * View Less, 100 a page, and '+ Create New Alert' for staff who may send.
 */
export function AlertsBroadcasting({ canSend }: { canSend: boolean }) {
  const { filters, page, update } = useListState();
  const [searchText, setSearchText] = useState(filters.search);
  const [creating, setCreating] = useState(false);
  const query = useBroadcasts(filters, page);
  const senders = useBroadcastSenders();

  // One search behaviour on every list (issue 36): it filters as one types, once typing pauses.
  const searchAsYouType = useDebouncedCallback((text: string) => {
    update({ search: text.trim() });
  }, SEARCH_DEBOUNCE_MS);
  const applySearch = (event: FormEvent) => {
    event.preventDefault();
    searchAsYouType.cancel();
    update({ search: searchText.trim() });
  };

  const filtered =
    filters.search !== '' ||
    filters.type !== null ||
    filters.status !== null ||
    filters.time !== null ||
    filters.sender !== null;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <form
          role="search"
          aria-label="Alerts"
          onSubmit={applySearch}
          style={{ flex: '1 1 18rem' }}
        >
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label="Search alert messages"
              placeholder="Search messages"
              value={searchText}
              onChange={(e) => {
                setSearchText(e.currentTarget.value);
                searchAsYouType(e.currentTarget.value);
              }}
              style={{ flex: 1 }}
            />
            <Button type="submit" variant="default">
              Search
            </Button>
          </Group>
        </form>
        {canSend && (
          <Button
            onClick={() => {
              setCreating(true);
            }}
          >
            + Create New Alert
          </Button>
        )}
      </Group>

      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label="Type"
          data={[
            { value: ANY, label: 'All types' },
            ...BROADCAST_TYPES.map((t) => ({ value: t, label: BROADCAST_TYPE_STYLES[t].label })),
          ]}
          value={filters.type ?? ANY}
          onChange={(value) => {
            update({ type: value || null });
          }}
          allowDeselect={false}
          w={150}
        />
        <Select
          label="Status"
          data={[
            { value: ANY, label: 'All statuses' },
            ...BROADCAST_STATUSES.map((s) => ({
              value: s,
              label: BROADCAST_STATUS_STYLES[s].label,
            })),
          ]}
          value={filters.status ?? ANY}
          onChange={(value) => {
            update({ status: value || null });
          }}
          allowDeselect={false}
          w={150}
        />
        <Select
          label="Time"
          data={[
            { value: ANY, label: 'All time' },
            ...BROADCAST_TIME_FILTERS.map((t) => ({
              value: t,
              label: BROADCAST_TIME_FILTER_LABELS[t],
            })),
          ]}
          value={filters.time ?? ANY}
          onChange={(value) => {
            update({ time: value || null });
          }}
          allowDeselect={false}
          w={150}
        />
        <Select
          label="Sender"
          data={[
            { value: ANY, label: 'All senders' },
            ...(senders.data?.senders ?? []).map((s) => ({ value: String(s.id), label: s.name })),
          ]}
          value={filters.sender === null ? ANY : String(filters.sender)}
          onChange={(value) => {
            update({ sender: value || null });
          }}
          allowDeselect={false}
          w={190}
        />
        {filtered && (
          <Button
            variant="subtle"
            onClick={() => {
              setSearchText('');
              update({ search: null, type: null, status: null, time: null, sender: null });
            }}
          >
            Clear filters
          </Button>
        )}
      </Group>

      {query.isPending ? (
        <Stack align="center" py="xl" role="status" aria-live="polite">
          <Loader role="status" aria-label="Loading alerts" />
        </Stack>
      ) : query.isError ? (
        <QueryErrorAlert
          title="The alerts could not be loaded"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <Stack gap="sm">
          <Text size="sm" aria-live="polite" role="status">
            {query.data.total === 1 ? '1 alert found' : `${String(query.data.total)} alerts found`}
          </Text>
          {query.data.items.length === 0 ? (
            <Text c="dimmed">
              {filtered
                ? 'No alerts match your search and filters.'
                : 'No alerts have been sent yet.'}
            </Text>
          ) : (
            <BroadcastTable broadcasts={query.data.items} />
          )}
          <Pager
            page={query.data.page}
            total={query.data.total}
            pageSize={query.data.page_size}
            label="Alerts pages"
            onPage={(next) => {
              update({ page: String(next) });
            }}
          />
        </Stack>
      )}

      {canSend && (
        <CreateAlertModal
          opened={creating}
          onClose={() => {
            setCreating(false);
          }}
        />
      )}
    </Stack>
  );
}
