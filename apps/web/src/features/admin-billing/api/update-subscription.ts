import type { SubscriptionUpdate } from '@wildfire/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { billingKeys } from './keys';
import type { AccountSubscription } from './types';

/** `PATCH /api/admin/subscriptions/{accountId}`: 409 when the plan cannot hold the properties. */
export const updateSubscription = (accountId: number, body: SubscriptionUpdate) =>
  apiRequest<AccountSubscription>(`/admin/subscriptions/${String(accountId)}`, {
    method: 'PATCH',
    body,
  });

export function useUpdateSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ accountId, body }: { accountId: number; body: SubscriptionUpdate }) =>
      updateSubscription(accountId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  });
}
