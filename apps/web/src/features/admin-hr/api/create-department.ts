import type { Department, NewDepartment } from '@wildfire/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { hrKeys } from './keys';

/** `POST /api/admin/hr/departments`: Add Department (unique name). */
export const createDepartment = (body: NewDepartment) =>
  api.post<Department>('/admin/hr/departments', body);

export function useCreateDepartment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDepartment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hrKeys.all }),
  });
}
