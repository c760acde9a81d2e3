import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { projectKeys, projectSegment } from './keys';
import type { ProjectTeam } from './types';

/** `GET /api/admin/projects/{projectId}/team`: the contractor's crew. */
export const getProjectTeam = (projectId: string, signal?: AbortSignal) =>
  api.get<ProjectTeam>(`/admin/projects/${projectSegment(projectId)}/team`, { signal });

export const projectTeamQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: projectKeys.team(projectId),
    queryFn: ({ signal }) => getProjectTeam(projectId, signal),
  });

export const useProjectTeam = (projectId: string) => useQuery(projectTeamQueryOptions(projectId));
