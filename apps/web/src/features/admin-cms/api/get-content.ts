import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { cmsKeys } from './keys';
import type { ContentDetail } from './types';

/** `GET /api/admin/cms/content/{id}`: one item with its body. */
export const getContent = (id: number, signal?: AbortSignal) =>
  api.get<ContentDetail>(`/admin/cms/content/${String(id)}`, { signal });

export const contentQueryOptions = (id: number) =>
  queryOptions({ queryKey: cmsKeys.content(id), queryFn: ({ signal }) => getContent(id, signal) });

export const useContent = (id: number | null) =>
  useQuery({ ...contentQueryOptions(id ?? 0), enabled: id !== null });
