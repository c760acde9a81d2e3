import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '../../../lib/api-client';
import { invalidateAlerts, type AlertCounts } from './get-alerts';

/** `POST /api/alerts/clear-all`: Clear All archives every current message. */
export const clearAllAlerts = () => api.post<AlertCounts>('/alerts/clear-all');

export function useClearAllAlerts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearAllAlerts,
    onSettled: () => invalidateAlerts(queryClient),
  });
}
