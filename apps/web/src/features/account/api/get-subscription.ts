import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { accountKeys } from './get-accounts';

export interface Plan {
  id: number;
  name: string;
  /** US dollars per period. */
  price: number;
  period: string;
  features: string[];
  /** Null means unlimited. */
  max_properties: number | null;
  current: boolean;
}

export interface Subscription {
  plans: Plan[];
  status: string | null;
  /** A date, `YYYY-MM-DD`. */
  next_billing: string | null;
}

/** `GET /api/accounts/{id}/subscription`: Account Owner and Billing Contacts only (else 403). */
export const getSubscription = (accountId: number, signal?: AbortSignal) =>
  api.get<Subscription>(`/accounts/${String(accountId)}/subscription`, { signal });

export const subscriptionQueryOptions = (accountId: number) =>
  queryOptions({
    queryKey: accountKeys.subscription(accountId),
    queryFn: ({ signal }) => getSubscription(accountId, signal),
  });

export const useSubscription = (accountId: number) => useQuery(subscriptionQueryOptions(accountId));
