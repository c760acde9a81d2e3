import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, withQuery } from '@/lib/api-client';
import { projectKeys } from './keys';
import type { ProjectOptions, PropertyOption } from './types';

/** `GET /api/admin/projects/options`: contractors (Expired ones marked) and staff. */
export const getProjectOptions = (signal?: AbortSignal) =>
  api.get<ProjectOptions>('/admin/projects/options', { signal });

export const projectOptionsQuery = () =>
  queryOptions({
    queryKey: projectKeys.options,
    queryFn: ({ signal }) => getProjectOptions(signal),
  });

export const useProjectOptions = () => useQuery(projectOptionsQuery());

/** `GET /api/admin/projects/property-options?search=`: New Project's property search. */
export const getPropertyOptions = (search: string, signal?: AbortSignal) =>
  api.get<{ properties: PropertyOption[] }>(
    withQuery('/admin/projects/property-options', { search }),
    { signal },
  );

export const usePropertyOptions = (search: string, enabled: boolean) =>
  useQuery({
    queryKey: projectKeys.propertyOptions(search.trim()),
    queryFn: ({ signal }) => getPropertyOptions(search, signal),
    enabled,
  });
