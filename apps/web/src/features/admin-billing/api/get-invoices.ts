import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api, withQuery } from '@/lib/api-client';
import { billingKeys, type InvoiceFilters } from './keys';
import type { InvoicePage } from './types';

/** `GET /api/admin/invoices?search=&status=&from=&to=&page=`, with the totals of what matches. */
export const getInvoices = (filters: InvoiceFilters, signal?: AbortSignal) =>
  api.get<InvoicePage>(withQuery('/admin/invoices', { ...filters }), { signal });

export const invoicesQueryOptions = (filters: InvoiceFilters) =>
  queryOptions({
    queryKey: billingKeys.invoices(filters),
    queryFn: ({ signal }) => getInvoices(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useInvoices = (filters: InvoiceFilters, enabled = true) =>
  useQuery({ ...invoicesQueryOptions(filters), enabled });
