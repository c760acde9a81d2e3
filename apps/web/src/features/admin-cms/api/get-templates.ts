import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { cmsKeys } from './keys';
import type { ContentTemplate } from './types';

/** `GET /api/admin/cms/templates`. */
export const getTemplates = (signal?: AbortSignal) =>
  api.get<{ templates: ContentTemplate[] }>('/admin/cms/templates', { signal });

export const templatesQueryOptions = () =>
  queryOptions({
    queryKey: cmsKeys.templates,
    queryFn: ({ signal }) => getTemplates(signal),
    select: (data) => data.templates,
  });

export const useTemplates = () => useQuery(templatesQueryOptions());
