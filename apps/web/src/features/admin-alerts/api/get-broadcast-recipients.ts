import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { broadcastRecipientSchema } from '@wildfire/shared';
import { z } from 'zod';

import { api, withQuery } from '@/lib/api-client';
import { broadcastKeys } from './keys';

const answer = z.object({
  items: z.array(broadcastRecipientSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type RecipientPage = z.infer<typeof answer>;

/** `GET /api/admin/broadcasts/recipients`: the users overview beside the New-alert form. */
export const getBroadcastRecipients = (search: string, page: number, signal?: AbortSignal) =>
  api.get(withQuery('/admin/broadcasts/recipients', { search, page }), {
    schema: answer,
    signal,
  });

export const broadcastRecipientsQueryOptions = (search: string, page: number) =>
  queryOptions({
    queryKey: broadcastKeys.recipients(search.trim(), page),
    queryFn: ({ signal }) => getBroadcastRecipients(search, page, signal),
    placeholderData: keepPreviousData,
  });

export const useBroadcastRecipients = (search: string, page: number, enabled: boolean) =>
  useQuery({ ...broadcastRecipientsQueryOptions(search, page), enabled });
