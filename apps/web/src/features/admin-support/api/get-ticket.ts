import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TicketDetail } from '@wildfire/shared';

import { api } from '@/lib/api-client';
import { supportKeys, ticketSegment } from './keys';

/** `GET /api/admin/support/tickets/{ticketId}`: the ticket with its whole conversation. */
export const getTicket = (ticketId: string, signal?: AbortSignal) =>
  api.get<TicketDetail>(`/admin/support/tickets/${ticketSegment(ticketId)}`, { signal });

export const ticketQueryOptions = (ticketId: string) =>
  queryOptions({
    queryKey: supportKeys.ticket(ticketId),
    queryFn: ({ signal }) => getTicket(ticketId, signal),
  });

export const useTicket = (ticketId: string) => useQuery(ticketQueryOptions(ticketId));
