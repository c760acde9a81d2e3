import { queryOptions, useQuery } from '@tanstack/react-query';
import { broadcastAudienceSchema } from '@wildfire/shared';

import { api } from '@/lib/api-client';
import { broadcastKeys } from './keys';

/** `GET /api/admin/broadcasts/audience`: how many customers each recipient choice reaches. */
export const getBroadcastAudience = (signal?: AbortSignal) =>
  api.get('/admin/broadcasts/audience', { schema: broadcastAudienceSchema, signal });

export const broadcastAudienceQueryOptions = () =>
  queryOptions({
    queryKey: broadcastKeys.audience(),
    queryFn: ({ signal }) => getBroadcastAudience(signal),
  });

export const useBroadcastAudience = (enabled: boolean) =>
  useQuery({ ...broadcastAudienceQueryOptions(), enabled });
