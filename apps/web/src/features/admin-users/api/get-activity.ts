import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api, withQuery } from '@/lib/api-client';
import { adminPeopleKeys } from './keys';
import type { ActivityEntry, Page } from './types';

/** `GET /api/admin/activity?page=`: every audited action, newest first, ten a page. */
export const getActivity = (page: number, signal?: AbortSignal) =>
  api.get<Page<ActivityEntry>>(withQuery('/admin/activity', { page }), { signal });

export const activityQueryOptions = (page: number) =>
  queryOptions({
    queryKey: adminPeopleKeys.activity(null, page),
    queryFn: ({ signal }) => getActivity(page, signal),
    placeholderData: keepPreviousData,
  });

export const useActivity = (page: number) => useQuery(activityQueryOptions(page));
