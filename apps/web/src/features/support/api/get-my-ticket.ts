import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyTicketDetail } from '@wildfire/shared';

import { api } from '@/lib/api-client';
import { mySupportKeys, ticketSegment } from './keys';

/** `GET /api/support/tickets/{ticketId}`: one of my tickets with its public conversation. */
export const getMyTicket = (ticketId: string, signal?: AbortSignal) =>
  api.get<MyTicketDetail>(`/support/tickets/${ticketSegment(ticketId)}`, { signal });

export const myTicketQueryOptions = (ticketId: string) =>
  queryOptions({
    queryKey: mySupportKeys.ticket(ticketId),
    queryFn: ({ signal }) => getMyTicket(ticketId, signal),
  });

export const useMyTicket = (ticketId: string) => useQuery(myTicketQueryOptions(ticketId));
