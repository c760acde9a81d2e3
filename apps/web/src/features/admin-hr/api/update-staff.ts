import type { StaffDetail, StaffUpdate } from '@wildfire/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { hrKeys } from './keys';

/** `PATCH /api/admin/hr/staff/{staffId}`: Edit. */
export const updateStaff = (staffId: number, body: StaffUpdate) =>
  apiRequest<StaffDetail>(`/admin/hr/staff/${String(staffId)}`, { method: 'PATCH', body });

export function useUpdateStaff(staffId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffUpdate) => updateStaff(staffId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hrKeys.all }),
  });
}
