import type { ProjectUpdate } from '@wildfire/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { projectKeys, projectSegment } from './keys';
import type { ProjectItem } from './types';

/** `PATCH /api/admin/projects/{projectId}`: every change lands in the history. */
export const updateProject = (projectId: string, body: ProjectUpdate) =>
  apiRequest<ProjectItem>(`/admin/projects/${projectSegment(projectId)}`, {
    method: 'PATCH',
    body,
  });

export function useUpdateProject(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProjectUpdate) => updateProject(projectId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}
