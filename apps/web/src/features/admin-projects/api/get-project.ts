import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { projectKeys, projectSegment } from './keys';
import type { ProjectDetail } from './types';

/** `GET /api/admin/projects/{projectId}`. */
export const getProject = (projectId: string, signal?: AbortSignal) =>
  api.get<ProjectDetail>(`/admin/projects/${projectSegment(projectId)}`, { signal });

export const projectQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: projectKeys.project(projectId),
    queryFn: ({ signal }) => getProject(projectId, signal),
  });

export const useProject = (projectId: string) => useQuery(projectQueryOptions(projectId));
