import type { Department } from '@wildfire/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { hrKeys } from './keys';

/** `GET /api/admin/hr/departments`: every department with its head count. */
export const getDepartments = (signal?: AbortSignal) =>
  api.get<{ departments: Department[] }>('/admin/hr/departments', { signal });

export const departmentsQueryOptions = () =>
  queryOptions({
    queryKey: hrKeys.departments,
    queryFn: ({ signal }) => getDepartments(signal),
  });

export const useDepartments = () => useQuery(departmentsQueryOptions());
