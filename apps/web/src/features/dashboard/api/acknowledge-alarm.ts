import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { panelStateKeys } from '@/lib/panel-state';

/** `POST /api/alerts/{id}/acknowledge`: the person acknowledges an alarm on their own copy. */
export const acknowledgeAlarm = (alarmId: number) =>
  api.post<unknown>(`/alerts/${String(alarmId)}/acknowledge`);

export function useAcknowledgeAlarm(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acknowledgeAlarm,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: panelStateKeys.one(siteId) });
      await queryClient.invalidateQueries({ queryKey: ['alerts'] });
      await queryClient.invalidateQueries({ queryKey: ['alerts-summary'] });
    },
  });
}
