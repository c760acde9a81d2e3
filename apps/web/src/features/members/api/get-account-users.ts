import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { memberKeys, type Member } from './get-property-users';

export interface AccountMember extends Member {
  /** How many of the account's properties the person reaches through the account. */
  property_access: number;
}

export interface AccountUsers {
  users: AccountMember[];
  properties: Array<{ id: number; name: string; users: Member[] }>;
  /** Only the Account Owner invites and removes account users. */
  can_manage_account_users: boolean;
  /** The Account Owner and Property Managers invite and remove property users. */
  can_manage_property_users: boolean;
}

export const getAccountUsers = (accountId: number, signal?: AbortSignal) =>
  api.get<AccountUsers>(`/accounts/${String(accountId)}/users`, { signal });

export const accountUsersQueryOptions = (accountId: number) =>
  queryOptions({
    queryKey: memberKeys.account(accountId),
    queryFn: ({ signal }) => getAccountUsers(accountId, signal),
  });

export const useAccountUsers = (accountId: number) => useQuery(accountUsersQueryOptions(accountId));
