import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { invalidateAlerts, type AlertCounts } from './get-alerts';

export interface ClearAllAnswer extends AlertCounts {
  /** Urgent alerts the person had not acknowledged: left in place, never archived unseen. */
  left_unacknowledged_urgent: number;
}

/**
 * `POST /api/alerts/clear-all`: Clear All archives every current message but the urgent ones
 * not acknowledged; asked to, it acknowledges those first and archives them too.
 */
export const clearAllAlerts = ({ acknowledgeUrgent }: { acknowledgeUrgent: boolean }) =>
  api.post<ClearAllAnswer>('/alerts/clear-all', { acknowledge_urgent: acknowledgeUrgent });

export function useClearAllAlerts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearAllAlerts,
    onSettled: () => invalidateAlerts(queryClient),
  });
}
