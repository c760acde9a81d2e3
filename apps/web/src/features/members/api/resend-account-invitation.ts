import { useMutation } from '@tanstack/react-query';
import type { InvitationMail } from '@wildfire/shared';

import { api } from '@/lib/api-client';

/** `POST /api/accounts/{id}/users/{userId}/resend`: a fresh link for a pending invitation. */
export const resendAccountInvitation = (accountId: number, userId: number) =>
  api.post<InvitationMail>(`/accounts/${String(accountId)}/users/${String(userId)}/resend`);

export const useResendAccountInvitation = (accountId: number) =>
  useMutation({ mutationFn: (userId: number) => resendAccountInvitation(accountId, userId) });
