import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { supportKeys, ticketSegment } from './keys';

/** `DELETE /api/admin/support/tickets/{ticketId}/collaborators/{userId}`. */
export const removeCollaborator = (ticketId: string, userId: number) =>
  apiRequest<null>(
    `/admin/support/tickets/${ticketSegment(ticketId)}/collaborators/${String(userId)}`,
    { method: 'DELETE' },
  );

export function useRemoveCollaborator(ticketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => removeCollaborator(ticketId, userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.ticket(ticketId) }),
  });
}
