import type { ProjectMessage } from '@wildfire/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { projectKeys, projectSegment } from './keys';
import type { MessageSent } from './types';

/** `POST /api/admin/projects/{projectId}/messages`. */
export const sendProjectMessage = (projectId: string, body: ProjectMessage) =>
  api.post<MessageSent>(`/admin/projects/${projectSegment(projectId)}/messages`, body);

export function useSendProjectMessage(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProjectMessage) => sendProjectMessage(projectId, body),
    // The history records the message.
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [...projectKeys.project(projectId), 'history'] }),
  });
}
