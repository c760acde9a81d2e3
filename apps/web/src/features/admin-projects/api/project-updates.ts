import type { AppUpdateInput } from '@wildfire/shared';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';

import { api, withQuery } from '@/lib/api-client';
import { projectKeys, projectSegment } from './keys';
import type { AppUpdate, Page } from './types';

/** `GET /api/admin/projects/{projectId}/updates?page=`: newest first. */
export const getProjectUpdates = (projectId: string, page: number, signal?: AbortSignal) =>
  api.get<Page<AppUpdate>>(
    withQuery(`/admin/projects/${projectSegment(projectId)}/updates`, { page }),
    { signal },
  );

export const projectUpdatesQueryOptions = (projectId: string, page: number) =>
  queryOptions({
    queryKey: projectKeys.updates(projectId, page),
    queryFn: ({ signal }) => getProjectUpdates(projectId, page, signal),
    placeholderData: keepPreviousData,
  });

export const useProjectUpdates = (projectId: string, page: number) =>
  useQuery(projectUpdatesQueryOptions(projectId, page));

/** `POST /api/admin/projects/{projectId}/updates`: recorded on the crew's behalf. */
export const addProjectUpdate = (projectId: string, body: AppUpdateInput) =>
  api.post<AppUpdate>(`/admin/projects/${projectSegment(projectId)}/updates`, body);

export function useAddProjectUpdate(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AppUpdateInput) => addProjectUpdate(projectId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.project(projectId) }),
  });
}
