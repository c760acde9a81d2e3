import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerNewTicket, MyTicketDetail } from '@wildfire/shared';

import { api } from '@/lib/api-client';
import { mySupportKeys } from './keys';

/** `POST /api/support/tickets`: open a new ticket. */
export const createMyTicket = (body: CustomerNewTicket) =>
  api.post<MyTicketDetail>('/support/tickets', body);

export function useCreateMyTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMyTicket,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mySupportKeys.all }),
  });
}
