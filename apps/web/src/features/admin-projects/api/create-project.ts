import type { NewProjectInput } from '@wildfire/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { projectKeys } from './keys';

/** `POST /api/admin/projects`: Planning, the next free PRJ-NNN, 30 percent deposit. */
export const createProject = (body: NewProjectInput) =>
  api.post<{ id: string; message: string }>('/admin/projects', body);

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}
