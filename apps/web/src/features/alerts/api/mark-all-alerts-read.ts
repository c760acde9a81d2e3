import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { invalidateAlerts, type AlertCounts } from './get-alerts';

/** `POST /api/alerts/read-all`: Mark All Read. */
export const markAllAlertsRead = () => api.post<AlertCounts>('/alerts/read-all');

export function useMarkAllAlertsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllAlertsRead,
    onSettled: () => invalidateAlerts(queryClient),
  });
}
