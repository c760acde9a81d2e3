import { useMutation, useQueryClient } from '@tanstack/react-query';
import { broadcastSchema, type BroadcastCreateInput } from '@wildfire/shared';
import { z } from 'zod';

import { api } from '@/lib/api-client';
import { broadcastKeys } from './keys';

const answer = z.object({ broadcast: broadcastSchema, recipient_count: z.number().int() });

/** `POST /api/admin/broadcasts`: stored at once, then delivered in the background. */
export const sendBroadcast = (body: BroadcastCreateInput) =>
  api.post('/admin/broadcasts', body, { schema: answer });

export function useSendBroadcast() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendBroadcast,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: broadcastKeys.all }),
  });
}
