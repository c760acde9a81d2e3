import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerHistory } from '@wildfire/shared';

import { api } from '@/lib/api-client';
import { supportKeys } from './keys';

/** `GET /api/admin/support/customers/{customerId}`: View Customer History. */
export const getCustomerHistory = (customerId: number, signal?: AbortSignal) =>
  api.get<CustomerHistory>(`/admin/support/customers/${String(customerId)}`, { signal });

export const customerHistoryQueryOptions = (customerId: number) =>
  queryOptions({
    queryKey: supportKeys.history(customerId),
    queryFn: ({ signal }) => getCustomerHistory(customerId, signal),
  });

export const useCustomerHistory = (customerId: number | null) =>
  useQuery({
    ...customerHistoryQueryOptions(customerId ?? 0),
    enabled: customerId !== null,
  });
