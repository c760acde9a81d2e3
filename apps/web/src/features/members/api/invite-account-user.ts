import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvitationMail } from '@wildfire/shared';

import { api } from '@/lib/api-client';
import { invalidateMembers, type Member } from './get-property-users';

export type InvitableAccountRole = 'property_manager' | 'billing_contact';

export interface AccountInvitation {
  email: string;
  name: string;
  role: InvitableAccountRole;
}

/** `POST /api/accounts/{id}/users`: invite someone to the whole account. */
export const inviteAccountUser = (accountId: number, invitation: AccountInvitation) =>
  api.post<Member & InvitationMail>(`/accounts/${String(accountId)}/users`, invitation);

export function useInviteAccountUser(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitation: AccountInvitation) => inviteAccountUser(accountId, invitation),
    onSuccess: () => invalidateMembers(queryClient),
  });
}
