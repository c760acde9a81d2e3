import { emailChangeStatusSchema } from '@wildfire/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { accountKeys } from './get-accounts';

/** `GET /api/auth/email-change`: my email change waiting for the new address to confirm it. */
export const getEmailChange = (signal?: AbortSignal) =>
  api.get('/auth/email-change', { signal, schema: emailChangeStatusSchema });

export const emailChangeQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.emailChange,
    queryFn: ({ signal }) => getEmailChange(signal),
    select: (data) => data.pending,
  });

export const useEmailChange = () => useQuery(emailChangeQueryOptions());
