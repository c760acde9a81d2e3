import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** A customer account the signed-in person belongs to, with their role on it. */
export interface CustomerAccount {
  id: number;
  name: string;
  role: 'account_owner' | 'property_manager' | 'billing_contact';
  role_label: string;
}

export const accountKeys = {
  accounts: ['accounts'] as const,
  subscription: (accountId: number) => ['subscription', accountId] as const,
  invoices: (accountId: number) => ['invoices', accountId] as const,
  emailChange: ['email-change'] as const,
};

export const getAccounts = (signal?: AbortSignal) =>
  api.get<{ accounts: CustomerAccount[] }>('/accounts', { signal });

export const accountsQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.accounts,
    queryFn: ({ signal }) => getAccounts(signal),
    select: (data) => data.accounts,
  });

export const useAccounts = () => useQuery(accountsQueryOptions());
