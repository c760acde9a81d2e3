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

/** `?search=...&page=2` without empty values. */
export function queryString(params: Record<string, string | number | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === '') continue;
    query.set(key, String(value));
  }
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}
