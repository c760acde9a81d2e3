import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { invalidateAlerts, type AlertCounts } from './get-alerts';

/** `POST /api/alerts/{id}/read`: Mark as Read. */
export const markAlertRead = (alertId: number) =>
  api.post<AlertCounts>(`/alerts/${String(alertId)}/read`);

export function useMarkAlertRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAlertRead,
    onSettled: () => invalidateAlerts(queryClient),
  });
}
