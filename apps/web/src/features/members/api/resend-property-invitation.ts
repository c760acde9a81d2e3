import { useMutation } from '@tanstack/react-query';
import type { InvitationMail } from '@wildfire/shared';

import { api } from '@/lib/api-client';

/** `POST /api/properties/{id}/users/{userId}/resend`: a fresh link for a pending invitation. */
export const resendPropertyInvitation = (propertyId: number, userId: number) =>
  api.post<InvitationMail>(`/properties/${String(propertyId)}/users/${String(userId)}/resend`);

export const useResendPropertyInvitation = (propertyId: number) =>
  useMutation({ mutationFn: (userId: number) => resendPropertyInvitation(propertyId, userId) });
