import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { inboxKeys } from './get-inbox';

/** `POST /api/inbox/{id}/read`: opening a message marks it read. */
export const markMessageRead = (messageId: number) =>
  api.post<undefined>(`/inbox/${String(messageId)}/read`);

export function useMarkMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markMessageRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: inboxKeys.all }),
  });
}
