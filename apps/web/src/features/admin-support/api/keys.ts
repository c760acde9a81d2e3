/** Query keys of the support screens; a change invalidates `supportKeys.all`. */
export const supportKeys = {
  all: ['admin-support'] as const,
  tickets: (filters: TicketFilters) => ['admin-support', 'tickets', filters] as const,
  ticket: (ticketId: string) => ['admin-support', 'ticket', ticketId] as const,
  staff: () => ['admin-support', 'staff'] as const,
  overview: () => ['admin-support', 'overview'] as const,
  customers: (search: string, page: number) =>
    ['admin-support', 'customers', { search, page }] as const,
  history: (customerId: number) => ['admin-support', 'customer', customerId] as const,
};

/** The list's search, filter buttons and page. */
export interface TicketFilters {
  search: string;
  status: string | null;
  priority: string | null;
  page: number;
}

/** A ticket id as a path segment. */
export const ticketSegment = (ticketId: string) => encodeURIComponent(ticketId);
