import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MailOutcome, TicketEmail } from '@wildfire/shared';

import { api } from '@/lib/api-client';
import { supportKeys, ticketSegment } from './keys';

export interface EmailSent {
  outcome: MailOutcome;
  message_id: number;
}

/** `POST /api/admin/support/tickets/{ticketId}/email`: Send Email to Customer. */
export const emailCustomer = (ticketId: string, body: TicketEmail) =>
  api.post<EmailSent>(`/admin/support/tickets/${ticketSegment(ticketId)}/email`, body);

export function useEmailCustomer(ticketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TicketEmail) => emailCustomer(ticketId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.ticket(ticketId) }),
  });
}
