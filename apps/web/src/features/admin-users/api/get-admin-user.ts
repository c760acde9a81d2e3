import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { adminPeopleKeys } from './keys';
import type { AdminUserDetail } from './types';

/** `GET /api/admin/users/{userId}`: the person, their permissions, logins and panels. */
export const getAdminUser = (userId: number, signal?: AbortSignal) =>
  api.get<AdminUserDetail>(`/admin/users/${String(userId)}`, { signal });

export const adminUserQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: adminPeopleKeys.user(userId),
    queryFn: ({ signal }) => getAdminUser(userId, signal),
  });

export const useAdminUser = (userId: number) => useQuery(adminUserQueryOptions(userId));
