import type { StaffDetail } from '@wildfire/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { hrKeys } from './keys';

/** `GET /api/admin/hr/staff/{staffId}`: personal data only for holders of hr_permissions. */
export const getStaffMember = (staffId: number, signal?: AbortSignal) =>
  api.get<StaffDetail>(`/admin/hr/staff/${String(staffId)}`, { signal });

export const staffMemberQueryOptions = (staffId: number) =>
  queryOptions({
    queryKey: hrKeys.staffMember(staffId),
    queryFn: ({ signal }) => getStaffMember(staffId, signal),
  });

export const useStaffMember = (staffId: number, enabled = true) =>
  useQuery({ ...staffMemberQueryOptions(staffId), enabled });
