import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { adminPeopleKeys } from './keys';
import type { AdminUserDetail, UserUpdate } from './types';

/** `PATCH /api/admin/users/{userId}`: answers the same shape as the detail. */
export const updateAdminUser = (userId: number, update: UserUpdate) =>
  apiRequest<AdminUserDetail>(`/admin/users/${String(userId)}`, { method: 'PATCH', body: update });

export function useUpdateAdminUser(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: UserUpdate) => updateAdminUser(userId, update),
    onSuccess: async (detail) => {
      queryClient.setQueryData(adminPeopleKeys.user(userId), detail);
      await queryClient.invalidateQueries({ queryKey: adminPeopleKeys.all });
    },
  });
}
