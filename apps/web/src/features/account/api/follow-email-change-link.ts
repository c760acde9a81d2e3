import { emailChangeResultSchema } from '@wildfire/shared';
import { useMutation } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** Which link of an email change: the one sent to the new address, or the one to the old. */
export type EmailChangeLink = 'confirm' | 'undo';

/**
 * `POST /api/auth/email-change/confirm` (the new address) or `/undo` (the old one, for 7 days):
 * the link's token is the credential, so either works signed in or not.
 */
export const useFollowEmailChangeLink = (link: EmailChangeLink) =>
  useMutation({
    mutationFn: (token: string) =>
      api.post(`/auth/email-change/${link}`, { token }, { schema: emailChangeResultSchema }),
  });
