import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { adminPeopleKeys } from './keys';

/** `DELETE /api/admin/groups/{groupId}/members/{userId}`. */
export const removeGroupMember = (groupId: number, userId: number) =>
  apiRequest<undefined>(`/admin/groups/${String(groupId)}/members/${String(userId)}`, {
    method: 'DELETE',
  });

export function useRemoveGroupMember(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => removeGroupMember(groupId, userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminPeopleKeys.all }),
  });
}
