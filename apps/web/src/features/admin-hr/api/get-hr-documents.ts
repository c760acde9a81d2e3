import type { HrDocumentPage, HrDocumentTab } from '@wildfire/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api, withQuery } from '@/lib/api-client';
import { hrKeys } from './keys';

/** `GET /api/admin/documents?tab=&folder=&page=`: a tab's documents and its summary tiles. */
export const getHrDocuments = (
  tab: HrDocumentTab,
  folder: number | 'none' | null,
  page: number,
  signal?: AbortSignal,
) => api.get<HrDocumentPage>(withQuery('/admin/documents', { tab, folder, page }), { signal });

export const hrDocumentsQueryOptions = (
  tab: HrDocumentTab,
  folder: number | 'none' | null,
  page: number,
) =>
  queryOptions({
    queryKey: hrKeys.documents(tab, folder, page),
    queryFn: ({ signal }) => getHrDocuments(tab, folder, page, signal),
    placeholderData: keepPreviousData,
  });

export const useHrDocuments = (tab: HrDocumentTab, folder: number | 'none' | null, page: number) =>
  useQuery(hrDocumentsQueryOptions(tab, folder, page));
