import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { projectKeys, projectSegment } from './keys';

/**
 * `POST /api/admin/projects/{projectId}/deposit/waiver`: within the caller's authority; above
 * $5,000 the API client asks the person to confirm it is them first.
 */
export const waiveDeposit = (projectId: string, reason: string) =>
  api.post<{ message: string }>(`/admin/projects/${projectSegment(projectId)}/deposit/waiver`, {
    reason,
  });

export function useWaiveDeposit(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => waiveDeposit(projectId, reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}
