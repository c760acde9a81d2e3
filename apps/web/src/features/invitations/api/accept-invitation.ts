import { invitationSignInRequiredSchema, loginResponseSchema } from '@wildfire/shared';
import { z } from 'zod';
import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export interface Acceptance {
  /** A new person may give the name they want to be known by. */
  name?: string;
  password: string;
}

/**
 * `POST /api/invitations/{token}/accept`: activates the membership and answers with a session, or,
 * for an account that signs in with a second factor, asks the person to sign in.
 */
export const acceptInvitation = (token: string, acceptance: Acceptance) =>
  api.post(`/invitations/${encodeURIComponent(token)}/accept`, acceptance, {
    schema: z.union([loginResponseSchema, invitationSignInRequiredSchema]),
  });

export const useAcceptInvitation = (token: string) =>
  useMutation({ mutationFn: (acceptance: Acceptance) => acceptInvitation(token, acceptance) });
