import type { ScheduleMaintenance } from '@wildfire/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { fleetKeys, panelSegment } from './keys';

export interface MaintenanceScheduled {
  project_id: string;
  date: string;
  message: string;
}

/** `POST /api/admin/panels/{panelId}/maintenance`: a Maintenance project in Planning. */
export const scheduleMaintenance = (panelId: string, body: ScheduleMaintenance) =>
  api.post<MaintenanceScheduled>(`/admin/panels/${panelSegment(panelId)}/maintenance`, body);

export function useScheduleMaintenance(panelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ScheduleMaintenance) => scheduleMaintenance(panelId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fleetKeys.panel(panelId) }),
  });
}
