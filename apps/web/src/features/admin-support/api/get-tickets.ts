import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TicketPage } from '@wildfire/shared';

import { api, withQuery } from '@/lib/api-client';
import { supportKeys, type TicketFilters } from './keys';

/** `GET /api/admin/support/tickets?search=&status=&priority=&page=`: newest first. */
export const getTickets = (filters: TicketFilters, signal?: AbortSignal) =>
  api.get<TicketPage>(
    withQuery('/admin/support/tickets', {
      search: filters.search,
      status: filters.status,
      priority: filters.priority,
      page: filters.page,
    }),
    { signal },
  );

export const ticketsQueryOptions = (filters: TicketFilters) =>
  queryOptions({
    queryKey: supportKeys.tickets({ ...filters, search: filters.search }),
    queryFn: ({ signal }) => getTickets(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useTickets = (filters: TicketFilters) => useQuery(ticketsQueryOptions(filters));
