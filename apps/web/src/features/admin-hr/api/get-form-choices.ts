import type { StaffFormChoices } from '@wildfire/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, withQuery } from '@/lib/api-client';
import { hrKeys } from './keys';

/** `GET /api/admin/hr/form-choices?staff_id=`: departments, managers and unlinked sign-ins. */
export const getFormChoices = (staffId: number | null, signal?: AbortSignal) =>
  api.get<StaffFormChoices>(withQuery('/admin/hr/form-choices', { staff_id: staffId }), {
    signal,
  });

export const formChoicesQueryOptions = (staffId: number | null) =>
  queryOptions({
    queryKey: hrKeys.formChoices(staffId),
    queryFn: ({ signal }) => getFormChoices(staffId, signal),
  });

export const useFormChoices = (staffId: number | null) =>
  useQuery(formChoicesQueryOptions(staffId));
