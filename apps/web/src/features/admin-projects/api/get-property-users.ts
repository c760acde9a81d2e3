import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { projectKeys, projectSegment } from './keys';
import type { PropertyUser } from './types';

/** `GET /api/admin/projects/{projectId}/property-users`. */
export const getPropertyUsers = (projectId: string, signal?: AbortSignal) =>
  api.get<{ users: PropertyUser[] }>(
    `/admin/projects/${projectSegment(projectId)}/property-users`,
    {
      signal,
    },
  );

export const propertyUsersQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: projectKeys.propertyUsers(projectId),
    queryFn: ({ signal }) => getPropertyUsers(projectId, signal),
  });

export const usePropertyUsers = (projectId: string) =>
  useQuery(propertyUsersQueryOptions(projectId));
