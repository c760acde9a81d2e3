import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TicketStaff } from '@wildfire/shared';

import { api } from '@/lib/api-client';
import { supportKeys } from './keys';

/** `GET /api/admin/support/staff`: who may see tickets; can_be_assigned marks assignee choices. */
export const getTicketStaff = (signal?: AbortSignal) =>
  api.get<{ staff: TicketStaff[] }>('/admin/support/staff', { signal });

export const ticketStaffQueryOptions = () =>
  queryOptions({
    queryKey: supportKeys.staff(),
    queryFn: ({ signal }) => getTicketStaff(signal),
    staleTime: 60_000,
  });

export const useTicketStaff = () => useQuery(ticketStaffQueryOptions());
