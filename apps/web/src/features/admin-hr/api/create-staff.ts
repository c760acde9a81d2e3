import type { NewStaff, StaffDetail } from '@wildfire/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { hrKeys } from './keys';

/** `POST /api/admin/hr/staff`: Add Staff (the documents are uploaded after it). */
export const createStaff = (body: NewStaff) => api.post<StaffDetail>('/admin/hr/staff', body);

export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hrKeys.all }),
  });
}
