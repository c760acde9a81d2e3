import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api, withQuery } from '@/lib/api-client';
import { billingKeys, type SubscriptionFilters } from './keys';
import type { AccountSubscription, Page } from './types';

/** `GET /api/admin/subscriptions?search=&plan=&status=&page=`. */
export const getSubscriptions = (filters: SubscriptionFilters, signal?: AbortSignal) =>
  api.get<Page<AccountSubscription>>(withQuery('/admin/subscriptions', { ...filters }), {
    signal,
  });

export const subscriptionsQueryOptions = (filters: SubscriptionFilters) =>
  queryOptions({
    queryKey: billingKeys.subscriptions(filters),
    queryFn: ({ signal }) => getSubscriptions(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useSubscriptions = (filters: SubscriptionFilters) =>
  useQuery(subscriptionsQueryOptions(filters));
