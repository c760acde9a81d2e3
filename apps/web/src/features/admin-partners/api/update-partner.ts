import type { PartnerUpdate } from '@wildfire/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { partnerKeys } from './keys';
import type { PartnerDetail } from './types';

/** `PATCH /api/admin/partners/{partnerId}`: status and certification need Partner Contracts. */
export const updatePartner = (partnerId: number, body: PartnerUpdate) =>
  apiRequest<PartnerDetail>(`/admin/partners/${String(partnerId)}`, { method: 'PATCH', body });

export function useUpdatePartner(partnerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PartnerUpdate) => updatePartner(partnerId, body),
    onSuccess: async (detail) => {
      queryClient.setQueryData(partnerKeys.partner(partnerId), detail);
      await queryClient.invalidateQueries({ queryKey: partnerKeys.all });
    },
  });
}
