import type { PermissionId } from '@wildfire/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { adminPeopleKeys } from './keys';
import type { GroupDetail } from './types';

export interface GroupUpdate {
  name?: string;
  description?: string;
  permissions?: PermissionId[];
}

/** `PATCH /api/admin/groups/{groupId}`. */
export const updateGroup = (groupId: number, update: GroupUpdate) =>
  apiRequest<GroupDetail>(`/admin/groups/${String(groupId)}`, { method: 'PATCH', body: update });

export function useUpdateGroup(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: GroupUpdate) => updateGroup(groupId, update),
    onSuccess: async (group) => {
      queryClient.setQueryData(adminPeopleKeys.group(groupId), group);
      await queryClient.invalidateQueries({ queryKey: adminPeopleKeys.all });
    },
  });
}
