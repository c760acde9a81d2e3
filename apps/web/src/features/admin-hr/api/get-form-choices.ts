import type { StaffFormChoices } from '@wildfire/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { hrKeys, queryString } from './keys';

/** `GET /api/admin/hr/form-choices?staff_id=`: departments, managers and unlinked sign-ins. */
export const getFormChoices = (staffId: number | null, signal?: AbortSignal) =>
  api.get<StaffFormChoices>(`/admin/hr/form-choices${queryString({ staff_id: staffId })}`, {
    signal,
  });

export const formChoicesQueryOptions = (staffId: number | null) =>
  queryOptions({
    queryKey: hrKeys.formChoices(staffId),
    queryFn: ({ signal }) => getFormChoices(staffId, signal),
  });

export const useFormChoices = (staffId: number | null) =>
  useQuery(formChoicesQueryOptions(staffId));
