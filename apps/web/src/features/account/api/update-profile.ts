import { profileUpdateResponseSchema, type ProfileUpdate } from '@wildfire/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { accountKeys } from './get-accounts';

/**
 * `PATCH /api/auth/user`: 400 names the field, 409 when the email belongs to someone else. A new
 * email needs `current_password` and waits for confirmation (`pending_email`; decision 054).
 */
export const updateProfile = (update: ProfileUpdate) =>
  apiRequest('/auth/user', { method: 'PATCH', body: update, schema: profileUpdateResponseSchema });

export function useUpdateProfile() {
  const { loadProfile } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    // The header and the account sidebar read the signed-in profile; reload it so they follow.
    // The save itself succeeded either way, and a reload of the page shows the saved profile.
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: accountKeys.emailChange });
      await loadProfile().catch(() => undefined);
    },
  });
}
