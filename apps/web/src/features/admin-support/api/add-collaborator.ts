import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TicketCollaborator } from '@wildfire/shared';

import { api } from '@/lib/api-client';
import { supportKeys, ticketSegment } from './keys';

/** `POST /api/admin/support/tickets/{ticketId}/collaborators`: Add Collaborator. */
export const addCollaborator = (ticketId: string, userId: number) =>
  api.post<{ collaborators: TicketCollaborator[] }>(
    `/admin/support/tickets/${ticketSegment(ticketId)}/collaborators`,
    { user_id: userId },
  );

export function useAddCollaborator(ticketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => addCollaborator(ticketId, userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.ticket(ticketId) }),
  });
}
