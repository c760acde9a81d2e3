import type { StaffListView, StaffPage } from '@wildfire/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api, withQuery } from '@/lib/api-client';
import { hrKeys } from './keys';

export interface StaffFilters {
  view: StaffListView;
  departmentId: number | null;
  search: string;
  page: number;
}

/** `GET /api/admin/hr/staff?view=&department_id=&search=&page=`: the Staff Members tab. */
export const getStaff = (filters: StaffFilters, signal?: AbortSignal) =>
  api.get<StaffPage>(
    withQuery('/admin/hr/staff', {
      view: filters.view,
      department_id: filters.departmentId,
      search: filters.search,
      page: filters.page,
    }),
    { signal },
  );

export const staffQueryOptions = (filters: StaffFilters) =>
  queryOptions({
    queryKey: hrKeys.staff({ ...filters, search: filters.search }),
    queryFn: ({ signal }) => getStaff(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useStaff = (filters: StaffFilters) => useQuery(staffQueryOptions(filters));
