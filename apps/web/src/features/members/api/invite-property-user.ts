import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvitationMail } from '@wildfire/shared';

import { api } from '@/lib/api-client';
import { invalidateMembers, type Member } from './get-property-users';

/** Access levels an owner or manager may give; ownership comes with the account. */
export type InvitablePropertyRole = 'guest' | 'manager' | 'user' | 'emergency_contact';

export interface PropertyInvitation {
  email: string;
  name: string;
  role: InvitablePropertyRole;
}

/** `POST /api/properties/{id}/users`: a pending membership and an email with the accept link. */
export const invitePropertyUser = (propertyId: number, invitation: PropertyInvitation) =>
  api.post<Member & InvitationMail>(`/properties/${String(propertyId)}/users`, invitation);

export function useInvitePropertyUser(propertyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitation: PropertyInvitation) => invitePropertyUser(propertyId, invitation),
    onSuccess: () => invalidateMembers(queryClient),
  });
}
