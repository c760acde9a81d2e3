import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { invalidateMembers } from './get-property-users';

/** `DELETE /api/accounts/{id}/users/{userId}`: the Account Owner cannot be removed (409). */
export const removeAccountUser = (accountId: number, userId: number) =>
  apiRequest<undefined>(`/accounts/${String(accountId)}/users/${String(userId)}`, {
    method: 'DELETE',
  });

export function useRemoveAccountUser(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => removeAccountUser(accountId, userId),
    onSuccess: () => invalidateMembers(queryClient),
  });
}
