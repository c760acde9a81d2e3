import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TicketDetail, TicketUpdate } from '@wildfire/shared';

import { apiRequest } from '@/lib/api-client';
import { supportKeys, ticketSegment } from './keys';

/** `PATCH /api/admin/support/tickets/{ticketId}`: Update Ticket. */
export const updateTicket = (ticketId: string, body: TicketUpdate) =>
  apiRequest<TicketDetail>(`/admin/support/tickets/${ticketSegment(ticketId)}`, {
    method: 'PATCH',
    body,
  });

export function useUpdateTicket(ticketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TicketUpdate) => updateTicket(ticketId, body),
    onSuccess: (ticket) => {
      queryClient.setQueryData(supportKeys.ticket(ticketId), ticket);
      return queryClient.invalidateQueries({ queryKey: supportKeys.all });
    },
  });
}
