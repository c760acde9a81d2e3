import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** A person with access to a property or an account, active or invited. */
export interface Member {
  id: number;
  email: string;
  name: string;
  role: string;
  role_label: string;
  status: 'Active' | 'Pending';
  assigned_date: string;
  /** False for Owners on a property and the Account Owner on an account. */
  removable: boolean;
}

export interface PropertyUsers {
  users: Member[];
  /** Owners and Property Managers may invite, resend and remove. */
  can_manage: boolean;
}

export const memberKeys = {
  property: (propertyId: number) => ['property-users', propertyId] as const,
  allProperties: ['property-users'] as const,
  account: (accountId: number) => ['account-users', accountId] as const,
  allAccounts: ['account-users'] as const,
};

/** A change to any membership can show on both screens (the account one lists property users). */
export const invalidateMembers = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: memberKeys.allProperties }),
    queryClient.invalidateQueries({ queryKey: memberKeys.allAccounts }),
  ]);

export const getPropertyUsers = (propertyId: number, signal?: AbortSignal) =>
  api.get<PropertyUsers>(`/properties/${String(propertyId)}/users`, { signal });

export const propertyUsersQueryOptions = (propertyId: number) =>
  queryOptions({
    queryKey: memberKeys.property(propertyId),
    queryFn: ({ signal }) => getPropertyUsers(propertyId, signal),
  });

export const usePropertyUsers = (propertyId: number) =>
  useQuery(propertyUsersQueryOptions(propertyId));
