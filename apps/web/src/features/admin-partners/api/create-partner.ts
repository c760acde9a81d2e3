import type { NewPartnerInput } from '@wildfire/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { partnerKeys } from './keys';
import type { PartnerDetail } from './types';

/** `POST /api/admin/partners`: starts Waiting Onboarding, certification Pending. */
export const createPartner = (body: NewPartnerInput) =>
  api.post<PartnerDetail>('/admin/partners', body);

export function useCreatePartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPartner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerKeys.all }),
  });
}
