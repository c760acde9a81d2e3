import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TicketDetail } from '@wildfire/shared';

import { api } from '@/lib/api-client';
import { supportKeys, ticketSegment } from './keys';

export interface TicketConverted {
  project_id: string;
  ticket: TicketDetail;
}

/** `POST /api/admin/support/tickets/{ticketId}/project`: Convert to Project. */
export const convertTicket = (ticketId: string) =>
  api.post<TicketConverted>(`/admin/support/tickets/${ticketSegment(ticketId)}/project`);

export function useConvertTicket(ticketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => convertTicket(ticketId),
    onSuccess: ({ ticket }) => {
      queryClient.setQueryData(supportKeys.ticket(ticketId), ticket);
      return queryClient.invalidateQueries({ queryKey: supportKeys.all });
    },
  });
}
