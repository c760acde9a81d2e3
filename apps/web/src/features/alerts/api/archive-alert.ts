import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { invalidateAlerts, type AlertCounts } from './get-alerts';

/** `POST /api/alerts/{id}/archive`: Archive: hides it from All Messages. */
export const archiveAlert = (alertId: number) =>
  api.post<AlertCounts>(`/alerts/${String(alertId)}/archive`);

export function useArchiveAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveAlert,
    onSettled: () => invalidateAlerts(queryClient),
  });
}
