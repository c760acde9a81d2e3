import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { fleetKeys, panelSegment } from './keys';
import type { IssuedPanelCredentials } from './types';

/**
 * `POST /api/admin/panels/{panelId}/credentials` (manage_panels): issue the panel's broker
 * credentials, or rotate them (the old secret stops working and the panel is disconnected).
 */
export const issuePanelCredentials = (panelId: string) =>
  apiRequest<IssuedPanelCredentials>(`/admin/panels/${panelSegment(panelId)}/credentials`, {
    method: 'POST',
  });

/** `DELETE /api/admin/panels/{panelId}/credentials`: revoke them. */
export const revokePanelCredentials = (panelId: string) =>
  apiRequest<null>(`/admin/panels/${panelSegment(panelId)}/credentials`, { method: 'DELETE' });

export function useIssuePanelCredentials(panelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => issuePanelCredentials(panelId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fleetKeys.panel(panelId) }),
  });
}

export function useRevokePanelCredentials(panelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => revokePanelCredentials(panelId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fleetKeys.panel(panelId) }),
  });
}
