import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';

import { api, apiRequest, withQuery } from '@/lib/api-client';
import { fleetKeys, panelSegment } from './keys';
import type { PanelSummary } from './types';

interface StaffPage {
  items: Array<{ id: number; name: string; email: string }>;
}

/** Staff members to assign a panel to: `GET /api/admin/users?kind=staff&search=` (view_users). */
export const getStaffUsers = (search: string, signal?: AbortSignal) =>
  api.get<StaffPage>(withQuery('/admin/users', { kind: 'staff', search }), {
    signal,
  });

export const staffUsersQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...fleetKeys.all, 'staff', search.trim()] as const,
    queryFn: ({ signal }) => getStaffUsers(search, signal),
    placeholderData: keepPreviousData,
  });

export const useStaffUsers = (search: string, enabled: boolean) =>
  useQuery({ ...staffUsersQueryOptions(search), enabled });

/** `PATCH /api/admin/panels/{panelId}`: the panel's assigned staff user (null: Unassigned). */
export const assignPanel = (panelId: string, userId: number | null) =>
  apiRequest<PanelSummary>(`/admin/panels/${panelSegment(panelId)}`, {
    method: 'PATCH',
    body: { assigned_user_id: userId },
  });

export function useAssignPanel(panelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number | null) => assignPanel(panelId, userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fleetKeys.all }),
  });
}
