import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  broadcastPageSchema,
  type BroadcastStatus,
  type BroadcastTimeFilter,
  type BroadcastType,
} from '@wildfire/shared';

import { api, withQuery } from '@/lib/api-client';
import { broadcastKeys } from './keys';

export interface BroadcastListFilters {
  search: string;
  type: BroadcastType | null;
  status: BroadcastStatus | null;
  time: BroadcastTimeFilter | null;
  sender: number | null;
}

/** While an alert is still being delivered, its status is read again this often. */
const SENDING_REFRESH_MS = 2_000;

/** The viewer's time zone, so Today is their calendar day. */
const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** `GET /api/admin/broadcasts`: filtered on the server, newest first, 100 a page. */
export const getBroadcasts = (filters: BroadcastListFilters, page: number, signal?: AbortSignal) =>
  api.get(
    withQuery('/admin/broadcasts', {
      search: filters.search,
      type: filters.type,
      status: filters.status,
      time: filters.time,
      sender: filters.sender,
      tz: filters.time === 'today' ? viewerTimeZone() : null,
      page,
    }),
    { schema: broadcastPageSchema, signal },
  );

export const broadcastsQueryOptions = (filters: BroadcastListFilters, page: number) =>
  queryOptions({
    queryKey: broadcastKeys.list(filters, page),
    queryFn: ({ signal }) => getBroadcasts(filters, page, signal),
    placeholderData: keepPreviousData,
    // Background delivery: follow an alert until it is sent or failed.
    refetchInterval: (query) =>
      query.state.data?.items.some((b) => b.status === 'sending') ? SENDING_REFRESH_MS : false,
  });

export const useBroadcasts = (filters: BroadcastListFilters, page: number) =>
  useQuery(broadcastsQueryOptions(filters, page));
