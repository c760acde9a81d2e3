import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { billingKeys } from './keys';
import type { Invoice } from './types';

/** `POST /api/admin/invoices/{id}/mark-paid`: 409 when it is already Paid. */
export const markInvoicePaid = (invoiceId: string) =>
  api.post<Invoice>(`/admin/invoices/${encodeURIComponent(invoiceId)}/mark-paid`);

export function useMarkInvoicePaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markInvoicePaid,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  });
}
