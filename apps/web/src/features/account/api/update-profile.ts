import { currentUserSchema, type ProfileUpdate } from '@wildfire/shared';
import { useMutation } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';

/** `PATCH /api/auth/user`: 400 names the field, 409 when the email belongs to someone else. */
export const updateProfile = (update: ProfileUpdate) =>
  apiRequest('/auth/user', { method: 'PATCH', body: update, schema: currentUserSchema });

export function useUpdateProfile() {
  const { loadProfile } = useAuth();
  return useMutation({
    mutationFn: updateProfile,
    // The header and the account sidebar read the signed-in profile; reload it so they follow.
    // The save itself succeeded either way, and a reload of the page shows the saved profile.
    onSuccess: () => loadProfile().catch(() => undefined),
  });
}
