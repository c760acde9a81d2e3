import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EscalationPolicyInput } from '@wildfire/shared';

import { api, apiRequest } from '@/lib/api-client';

/** `GET/PUT /api/properties/{propertyId}/escalation-policy`. */
export interface EscalationPolicyAnswer extends EscalationPolicyInput {
  is_default: boolean;
  can_edit: boolean;
}

const key = (propertyId: number) => ['escalation-policy', propertyId] as const;

export const useEscalationPolicy = (propertyId: number) =>
  useQuery({
    queryKey: key(propertyId),
    queryFn: ({ signal }) =>
      api.get<EscalationPolicyAnswer>(`/properties/${String(propertyId)}/escalation-policy`, {
        signal,
      }),
  });

export function useSaveEscalationPolicy(propertyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (policy: EscalationPolicyInput) =>
      apiRequest<EscalationPolicyAnswer>(`/properties/${String(propertyId)}/escalation-policy`, {
        method: 'PUT',
        body: policy,
      }),
    onSuccess: (saved) => queryClient.setQueryData(key(propertyId), saved),
  });
}
