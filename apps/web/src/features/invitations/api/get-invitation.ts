import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** What an invitation link is for (`GET /api/invitations/{token}`, public). */
export interface InvitationDetails {
  email: string;
  name: string;
  /** The property or account name. */
  invited_to: string;
  role_label: string;
  /** A new person sets a password; someone with an account confirms theirs. */
  needs_password: boolean;
  /** Who sent it, when the server says. */
  invited_by?: string;
}

export const invitationKeys = {
  invitation: (token: string) => ['invitation', token] as const,
};

export const getInvitation = (token: string, signal?: AbortSignal) =>
  api.get<InvitationDetails>(`/invitations/${encodeURIComponent(token)}`, { signal });

export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: invitationKeys.invitation(token),
    queryFn: ({ signal }) => getInvitation(token, signal),
    // The link's answer only changes by accepting it, which leaves this page.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export const useInvitation = (token: string) => useQuery(invitationQueryOptions(token));
