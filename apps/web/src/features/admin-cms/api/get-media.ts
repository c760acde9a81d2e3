import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api, withQuery } from '@/lib/api-client';
import { cmsKeys } from './keys';
import type { MediaPage } from './types';

/** `GET /api/admin/cms/media?type=&page=`: the Media Library with the upload limits. */
export const getMedia = (type: string, page: number, signal?: AbortSignal) =>
  api.get<MediaPage>(withQuery('/admin/cms/media', { type, page }), { signal });

export const mediaQueryOptions = (type: string, page: number) =>
  queryOptions({
    queryKey: cmsKeys.media(type, page),
    queryFn: ({ signal }) => getMedia(type, page, signal),
    placeholderData: keepPreviousData,
  });

export const useMedia = (type: string, page: number) => useQuery(mediaQueryOptions(type, page));
