import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { accountKeys } from './get-accounts';

export interface Invoice {
  id: string;
  /** `YYYY-MM-DD`. */
  date: string;
  /** US dollars. */
  amount: number;
  status: string;
  description: string;
  method: string;
}

export interface InvoiceHistory {
  invoices: Invoice[];
  total_paid_last_6_months: number;
}

/** `GET /api/accounts/{id}/invoices`: Account Owner and Billing Contacts only (else 403). */
export const getInvoices = (accountId: number, signal?: AbortSignal) =>
  api.get<InvoiceHistory>(`/accounts/${String(accountId)}/invoices`, { signal });

export const invoicesQueryOptions = (accountId: number) =>
  queryOptions({
    queryKey: accountKeys.invoices(accountId),
    queryFn: ({ signal }) => getInvoices(accountId, signal),
  });

export const useInvoices = (accountId: number) => useQuery(invoicesQueryOptions(accountId));
