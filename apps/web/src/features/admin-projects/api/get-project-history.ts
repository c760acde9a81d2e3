import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api, withQuery } from '@/lib/api-client';
import { projectKeys, projectSegment } from './keys';
import type { HistoryEvent, Page } from './types';

/** `GET /api/admin/projects/{projectId}/history?page=`: newest first. */
export const getProjectHistory = (projectId: string, page: number, signal?: AbortSignal) =>
  api.get<Page<HistoryEvent>>(
    withQuery(`/admin/projects/${projectSegment(projectId)}/history`, { page }),
    { signal },
  );

export const projectHistoryQueryOptions = (projectId: string, page: number) =>
  queryOptions({
    queryKey: projectKeys.history(projectId, page),
    queryFn: ({ signal }) => getProjectHistory(projectId, page, signal),
    placeholderData: keepPreviousData,
  });

export const useProjectHistory = (projectId: string, page: number) =>
  useQuery(projectHistoryQueryOptions(projectId, page));
