import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import type { InvitationMail } from '../invitation-notice';

/** `POST /api/properties/{id}/users/{userId}/resend`: a fresh link for a pending invitation. */
export const resendPropertyInvitation = (propertyId: number, userId: number) =>
  api.post<InvitationMail>(`/properties/${String(propertyId)}/users/${String(userId)}/resend`);

export const useResendPropertyInvitation = (propertyId: number) =>
  useMutation({ mutationFn: (userId: number) => resendPropertyInvitation(propertyId, userId) });
