import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { adminPeopleKeys } from './keys';
import type { GroupDetail } from './types';

/** `GET /api/admin/groups/{groupId}`: the group, its permissions and members. */
export const getAdminGroup = (groupId: number, signal?: AbortSignal) =>
  api.get<GroupDetail>(`/admin/groups/${String(groupId)}`, { signal });

export const adminGroupQueryOptions = (groupId: number) =>
  queryOptions({
    queryKey: adminPeopleKeys.group(groupId),
    queryFn: ({ signal }) => getAdminGroup(groupId, signal),
  });

export const useAdminGroup = (groupId: number) => useQuery(adminGroupQueryOptions(groupId));
