import type { PartnerFilter } from '@wildfire/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api, withQuery } from '@/lib/api-client';
import { partnerKeys } from './keys';
import type { PartnerPage } from './types';

/** `GET /api/admin/partners?search=&filter=&page=`. */
export const getPartners = (
  search: string,
  filter: PartnerFilter | null,
  page: number,
  signal?: AbortSignal,
) =>
  api.get<PartnerPage>(withQuery('/admin/partners', { search, filter, page }), {
    signal,
  });

export const partnersQueryOptions = (search: string, filter: PartnerFilter | null, page: number) =>
  queryOptions({
    queryKey: partnerKeys.list(search.trim(), filter, page),
    queryFn: ({ signal }) => getPartners(search, filter, page, signal),
    placeholderData: keepPreviousData,
  });

export const usePartners = (search: string, filter: PartnerFilter | null, page: number) =>
  useQuery(partnersQueryOptions(search, filter, page));
