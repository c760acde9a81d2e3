import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { hqSearchAnswerSchema } from '@wildfire/shared';

import { api, withQuery } from '@/lib/api-client';

/** `GET /api/admin/search?q=`: panels, properties, users, tickets and projects the caller may view. */
export const searchHq = (text: string, signal?: AbortSignal) =>
  api.get(withQuery('/admin/search', { q: text }), {
    schema: hqSearchAnswerSchema,
    signal,
  });

export const hqSearchQueryOptions = (text: string) =>
  queryOptions({
    queryKey: ['admin-hq', 'search', text.trim()] as const,
    queryFn: ({ signal }) => searchHq(text, signal),
    placeholderData: keepPreviousData,
  });

export const useHqSearch = (text: string) =>
  useQuery({ ...hqSearchQueryOptions(text), enabled: text.trim() !== '' });
