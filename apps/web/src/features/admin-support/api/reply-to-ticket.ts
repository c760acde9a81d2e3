import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MailOutcome, StaffReply, TicketMessage, TicketStatus } from '@wildfire/shared';

import { api } from '@/lib/api-client';
import { supportKeys, ticketSegment } from './keys';

export interface ReplySent {
  message: TicketMessage;
  status: TicketStatus;
  /** What became of the email to the customer; null for an internal message. */
  emailed: MailOutcome | null;
}

/** `POST /api/admin/support/tickets/{ticketId}/messages`: an Internal Message or a Message to User. */
export const replyToTicket = (ticketId: string, body: StaffReply) =>
  api.post<ReplySent>(`/admin/support/tickets/${ticketSegment(ticketId)}/messages`, body);

export function useReplyToTicket(ticketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffReply) => replyToTicket(ticketId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.all }),
  });
}
