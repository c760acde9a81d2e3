import type { ProjectStatusFilter } from '@wildfire/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api, withQuery } from '@/lib/api-client';
import { projectKeys } from './keys';
import type { ProjectPage } from './types';

/** `GET /api/admin/projects?search=&status=&page=`: with the counts per status. */
export const getProjects = (
  search: string,
  status: ProjectStatusFilter,
  page: number,
  signal?: AbortSignal,
) =>
  api.get<ProjectPage>(
    withQuery('/admin/projects', { search, status: status === 'All' ? null : status, page }),
    { signal },
  );

export const projectsQueryOptions = (search: string, status: ProjectStatusFilter, page: number) =>
  queryOptions({
    queryKey: projectKeys.list(search.trim(), status, page),
    queryFn: ({ signal }) => getProjects(search, status, page, signal),
    placeholderData: keepPreviousData,
  });

export const useProjects = (search: string, status: ProjectStatusFilter, page: number) =>
  useQuery(projectsQueryOptions(search, status, page));
