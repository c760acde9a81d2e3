import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { invalidateMembers } from './get-property-users';

/** `DELETE /api/properties/{id}/users/{userId}`: Owners cannot be removed (409). */
export const removePropertyUser = (propertyId: number, userId: number) =>
  apiRequest<undefined>(`/properties/${String(propertyId)}/users/${String(userId)}`, {
    method: 'DELETE',
  });

export function useRemovePropertyUser(propertyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => removePropertyUser(propertyId, userId),
    onSuccess: () => invalidateMembers(queryClient),
  });
}
