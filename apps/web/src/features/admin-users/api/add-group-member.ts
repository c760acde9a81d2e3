import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { adminPeopleKeys } from './keys';
import type { GroupDetail } from './types';

/** `POST /api/admin/groups/{groupId}/members`: a staff member by email gains the group's permissions. */
export const addGroupMember = (groupId: number, email: string) =>
  api.post<GroupDetail>(`/admin/groups/${String(groupId)}/members`, { email });

export function useAddGroupMember(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => addGroupMember(groupId, email),
    onSuccess: async (group) => {
      queryClient.setQueryData(adminPeopleKeys.group(groupId), group);
      await queryClient.invalidateQueries({ queryKey: adminPeopleKeys.all });
    },
  });
}
