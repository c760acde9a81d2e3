import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { invalidateAlerts, type AlertCounts } from './get-alerts';

/** `POST /api/alerts/{id}/acknowledge`: Acknowledge (also marks it read). */
export const acknowledgeAlert = (alertId: number) =>
  api.post<AlertCounts>(`/alerts/${String(alertId)}/acknowledge`);

export function useAcknowledgeAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acknowledgeAlert,
    onSettled: () => invalidateAlerts(queryClient),
  });
}
