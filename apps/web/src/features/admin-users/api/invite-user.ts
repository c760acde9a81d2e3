import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InviteUserResponse } from '@wildfire/shared';

import { api } from '@/lib/api-client';
import { adminPeopleKeys } from './keys';

export interface StaffInvitation {
  email: string;
  first_name: string;
  last_name: string;
  user_type: string;
  send_invite: boolean;
  custom_message?: string;
}

/** `POST /api/admin/invitations`: creates the invited user and emails the accept link. */
export const inviteUser = (invitation: StaffInvitation) =>
  api.post<InviteUserResponse>('/admin/invitations', invitation);

export function useInviteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminPeopleKeys.all }),
  });
}
