import type { CrewMemberInput } from '@wildfire/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, apiRequest } from '@/lib/api-client';
import { partnerKeys } from './keys';
import type { CrewMember } from './types';

/** `POST /api/admin/partners/{partnerId}/members`. */
export const addCrewMember = (partnerId: number, body: CrewMemberInput) =>
  api.post<CrewMember>(`/admin/partners/${String(partnerId)}/members`, body);

/** `DELETE /api/admin/partners/{partnerId}/members/{memberId}`. */
export const removeCrewMember = (partnerId: number, memberId: number) =>
  apiRequest<null>(`/admin/partners/${String(partnerId)}/members/${String(memberId)}`, {
    method: 'DELETE',
  });

export function useAddCrewMember(partnerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CrewMemberInput) => addCrewMember(partnerId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerKeys.partner(partnerId) }),
  });
}

export function useRemoveCrewMember(partnerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: number) => removeCrewMember(partnerId, memberId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerKeys.partner(partnerId) }),
  });
}
