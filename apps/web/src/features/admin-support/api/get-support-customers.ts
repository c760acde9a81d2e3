import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SupportCustomerPage } from '@wildfire/shared';

import { api, withQuery } from '@/lib/api-client';
import { supportKeys } from './keys';

/** `GET /api/admin/support/customers?search=&page=`: customers by name or email. */
export const getSupportCustomers = (search: string, page: number, signal?: AbortSignal) =>
  api.get<SupportCustomerPage>(withQuery('/admin/support/customers', { search, page }), { signal });

export const supportCustomersQueryOptions = (search: string, page: number) =>
  queryOptions({
    queryKey: supportKeys.customers(search.trim(), page),
    queryFn: ({ signal }) => getSupportCustomers(search, page, signal),
    placeholderData: keepPreviousData,
  });

export const useSupportCustomers = (search: string, page: number, enabled = true) =>
  useQuery({ ...supportCustomersQueryOptions(search, page), enabled });
