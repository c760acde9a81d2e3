import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { partnerKeys } from './keys';
import type { PartnerDetail } from './types';

/** `GET /api/admin/partners/{partnerId}`: details, serviced properties, crew. */
export const getPartner = (partnerId: number, signal?: AbortSignal) =>
  api.get<PartnerDetail>(`/admin/partners/${String(partnerId)}`, { signal });

export const partnerQueryOptions = (partnerId: number) =>
  queryOptions({
    queryKey: partnerKeys.partner(partnerId),
    queryFn: ({ signal }) => getPartner(partnerId, signal),
  });

export const usePartner = (partnerId: number) => useQuery(partnerQueryOptions(partnerId));
