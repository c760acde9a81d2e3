import { queryOptions, useQuery } from '@tanstack/react-query';
import { broadcastSenderSchema } from '@wildfire/shared';
import { z } from 'zod';

import { api } from '@/lib/api-client';
import { broadcastKeys } from './keys';

const answer = z.object({ senders: z.array(broadcastSenderSchema) });

/** `GET /api/admin/broadcasts/senders`: the choices of the sender filter. */
export const getBroadcastSenders = (signal?: AbortSignal) =>
  api.get('/admin/broadcasts/senders', { schema: answer, signal });

export const broadcastSendersQueryOptions = () =>
  queryOptions({
    queryKey: broadcastKeys.senders(),
    queryFn: ({ signal }) => getBroadcastSenders(signal),
  });

export const useBroadcastSenders = () => useQuery(broadcastSendersQueryOptions());
