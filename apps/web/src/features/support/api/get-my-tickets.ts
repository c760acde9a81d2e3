import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MyTicketPage } from '@wildfire/shared';

import { api, withQuery } from '@/lib/api-client';
import { mySupportKeys } from './keys';

/** `GET /api/support/tickets?page=`: my tickets, newest first. */
export const getMyTickets = (page: number, signal?: AbortSignal) =>
  api.get<MyTicketPage>(withQuery('/support/tickets', { page }), { signal });

export const myTicketsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: mySupportKeys.tickets(page),
    queryFn: ({ signal }) => getMyTickets(page, signal),
    placeholderData: keepPreviousData,
  });

export const useMyTickets = (page: number) => useQuery(myTicketsQueryOptions(page));
