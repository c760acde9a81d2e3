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
