import type { PartnerFilter } from '@wildfire/shared';

/** Query keys of the partner screens; a change invalidates `partnerKeys.all`. */
export const partnerKeys = {
  all: ['admin-partners'] as const,
  list: (search: string, filter: PartnerFilter | null, page: number) =>
    ['admin-partners', 'list', { search, filter, page }] as const,
  partner: (partnerId: number) => ['admin-partners', 'partner', partnerId] as const,
  projects: (partnerId: number, page: number) =>
    ['admin-partners', 'partner', partnerId, 'projects', page] as const,
  messages: (partnerId: number, page: number) =>
    ['admin-partners', 'partner', partnerId, 'messages', page] as const,
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
