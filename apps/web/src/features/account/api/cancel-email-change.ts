import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { accountKeys } from './get-accounts';

/** `DELETE /api/auth/email-change`: withdraw my email change before it is confirmed. */
export const cancelEmailChange = () => apiRequest('/auth/email-change', { method: 'DELETE' });

export function useCancelEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelEmailChange,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.emailChange }),
  });
}
