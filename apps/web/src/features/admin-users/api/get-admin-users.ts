import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api, withQuery } from '@/lib/api-client';
import { adminPeopleKeys } from './keys';
import type { AdminUserSummary, Page } from './types';

/** `GET /api/admin/users?search=&page=`: ten users a page, sorted by name. */
export const getAdminUsers = (search: string, page: number, signal?: AbortSignal) =>
  api.get<Page<AdminUserSummary>>(withQuery('/admin/users', { search, page }), {
    signal,
  });

export const adminUsersQueryOptions = (search: string, page: number) =>
  queryOptions({
    queryKey: adminPeopleKeys.users(search.trim(), page),
    queryFn: ({ signal }) => getAdminUsers(search, page, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminUsers = (search: string, page: number) =>
  useQuery(adminUsersQueryOptions(search, page));

/** The staff member with exactly this email, or null: the Create Group member picker. */
export async function findStaffByEmail(email: string): Promise<AdminUserSummary | null> {
  const wanted = email.trim().toLowerCase();
  const found = await api.get<Page<AdminUserSummary>>(
    withQuery('/admin/users', { search: wanted, kind: 'staff' }),
  );
  return found.items.find((user) => user.email.toLowerCase() === wanted) ?? null;
}
