import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api, withQuery } from '@/lib/api-client';
import { adminPeopleKeys } from './keys';
import type { GroupSummary, Page } from './types';

/** `GET /api/admin/groups?search=&page=`: ten groups a page. */
export const getAdminGroups = (search: string, page: number, signal?: AbortSignal) =>
  api.get<Page<GroupSummary>>(withQuery('/admin/groups', { search, page }), {
    signal,
  });

export const adminGroupsQueryOptions = (search: string, page: number) =>
  queryOptions({
    queryKey: adminPeopleKeys.groups(search.trim(), page),
    queryFn: ({ signal }) => getAdminGroups(search, page, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminGroups = (search: string, page: number) =>
  useQuery(adminGroupsQueryOptions(search, page));
