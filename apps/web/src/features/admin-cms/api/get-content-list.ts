import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api, withQuery } from '@/lib/api-client';
import { cmsKeys, type ContentFilters } from './keys';
import type { ContentSummary, Page } from './types';

/** `GET /api/admin/cms/content?type=&status=&search=&page=`: the Content Library. */
export const getContentList = (filters: ContentFilters, signal?: AbortSignal) =>
  api.get<Page<ContentSummary>>(withQuery('/admin/cms/content', { ...filters }), { signal });

export const contentListQueryOptions = (filters: ContentFilters) =>
  queryOptions({
    queryKey: cmsKeys.contentList(filters),
    queryFn: ({ signal }) => getContentList(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useContentList = (filters: ContentFilters) =>
  useQuery(contentListQueryOptions(filters));
