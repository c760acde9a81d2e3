import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewTicket, TicketDetail } from '@wildfire/shared';

import { api } from '@/lib/api-client';
import { supportKeys } from './keys';

/** `POST /api/admin/support/tickets`: + New Ticket for a customer. */
export const createTicket = (body: NewTicket) =>
  api.post<TicketDetail>('/admin/support/tickets', body);

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTicket,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.all }),
  });
}
