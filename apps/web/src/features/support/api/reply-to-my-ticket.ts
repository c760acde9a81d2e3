import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TicketMessage, TicketStatus } from '@wildfire/shared';

import { api } from '@/lib/api-client';
import { mySupportKeys, ticketSegment } from './keys';

/** `POST /api/support/tickets/{ticketId}/messages`: my reply; the ticket becomes New Response. */
export const replyToMyTicket = (ticketId: string, content: string) =>
  api.post<{ message: TicketMessage; status: TicketStatus }>(
    `/support/tickets/${ticketSegment(ticketId)}/messages`,
    { content },
  );

export function useReplyToMyTicket(ticketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => replyToMyTicket(ticketId, content),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mySupportKeys.all }),
  });
}
