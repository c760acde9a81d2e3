import type { BroadcastListFilters } from './get-broadcasts';

/** Query keys of the alerts screen; a sent alert invalidates `broadcastKeys.all`. */
export const broadcastKeys = {
  all: ['admin-broadcasts'] as const,
  list: (filters: BroadcastListFilters, page: number) =>
    ['admin-broadcasts', 'list', { ...filters, page }] as const,
  senders: () => ['admin-broadcasts', 'senders'] as const,
  audience: () => ['admin-broadcasts', 'audience'] as const,
  recipients: (search: string, page: number) =>
    ['admin-broadcasts', 'recipients', { search, page }] as const,
};
