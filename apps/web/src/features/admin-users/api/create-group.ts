import type { PermissionId } from '@wildfire/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { adminPeopleKeys } from './keys';
import type { GroupDetail } from './types';

export interface NewGroup {
  name: string;
  description: string;
  permissions: PermissionId[];
  member_ids?: number[];
}

/** `POST /api/admin/groups`. */
export const createGroup = (group: NewGroup) => api.post<GroupDetail>('/admin/groups', group);

export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminPeopleKeys.all }),
  });
}
