import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { billingKeys } from './keys';
import type { Plan } from './types';

/** `GET /api/admin/plans`: the plans on offer, cheapest first. */
export const getPlans = (signal?: AbortSignal) =>
  api.get<{ plans: Plan[] }>('/admin/plans', { signal });

export const plansQueryOptions = () =>
  queryOptions({
    queryKey: billingKeys.plans,
    queryFn: ({ signal }) => getPlans(signal),
    select: (data) => data.plans,
    staleTime: 5 * 60_000,
  });

export const usePlans = () => useQuery(plansQueryOptions());
