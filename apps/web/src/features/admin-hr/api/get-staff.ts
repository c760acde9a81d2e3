import type { StaffListView, StaffPage } from '@wildfire/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { hrKeys, queryString } from './keys';

export interface StaffFilters {
  view: StaffListView;
  departmentId: number | null;
  search: string;
  page: number;
}

/** `GET /api/admin/hr/staff?view=&department_id=&search=&page=`: the Staff Members tab. */
export const getStaff = (filters: StaffFilters, signal?: AbortSignal) =>
  api.get<StaffPage>(
    `/admin/hr/staff${queryString({
      view: filters.view,
      department_id: filters.departmentId,
      search: filters.search.trim(),
      page: filters.page,
    })}`,
    { signal },
  );

export const staffQueryOptions = (filters: StaffFilters) =>
  queryOptions({
    queryKey: hrKeys.staff({ ...filters, search: filters.search.trim() }),
    queryFn: ({ signal }) => getStaff(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useStaff = (filters: StaffFilters) => useQuery(staffQueryOptions(filters));
