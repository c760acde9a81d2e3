import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api, withQuery } from '@/lib/api-client';
import { adminPeopleKeys } from './keys';
import type {
  ActivityEntry,
  LoginRecord,
  Page,
  UserAlert,
  UserProject,
  UserProperty,
  UserTicket,
} from './types';

/** The sub-pages of a user and the row each one lists. */
export interface UserRecordRows {
  properties: UserProperty;
  projects: UserProject;
  support: UserTicket;
  alerts: UserAlert;
  'login-history': LoginRecord;
  activity: ActivityEntry;
}
export type UserRecordKind = keyof UserRecordRows;

/** `GET /api/admin/users/{userId}/{kind}?page=`. */
export const getUserRecords = <K extends UserRecordKind>(
  userId: number,
  kind: K,
  page: number,
  signal?: AbortSignal,
) =>
  api.get<Page<UserRecordRows[K]>>(withQuery(`/admin/users/${String(userId)}/${kind}`, { page }), {
    signal,
  });

export const userRecordsQueryOptions = <K extends UserRecordKind>(
  userId: number,
  kind: K,
  page: number,
) =>
  queryOptions({
    queryKey: adminPeopleKeys.userRecords(userId, kind, page),
    queryFn: ({ signal }) => getUserRecords(userId, kind, page, signal),
    placeholderData: keepPreviousData,
  });

export const useUserRecords = <K extends UserRecordKind>(userId: number, kind: K, page: number) =>
  useQuery(userRecordsQueryOptions(userId, kind, page));
