import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api, apiRequest } from '@/lib/api-client';

/** A stretch of hours a staff member covers on call (`/api/admin/on-call/shifts`). */
export interface OnCallShift {
  id: number;
  user_id: number;
  name: string;
  starts_at: string;
  ends_at: string;
  on_call_now: boolean;
}

export interface OnCallRota {
  shifts: OnCallShift[];
  on_call_now: Array<{ user_id: number; name: string }>;
  can_manage: boolean;
}

/** One step of an alarm's escalation, as recorded on it. */
export interface EscalationEvent {
  at: string;
  step: string;
  step_label: string;
  who: string;
  channel: string | null;
  channel_label: string | null;
  status: 'sent' | 'failed' | 'not_configured' | 'nobody' | 'done';
  error: string | null;
  /** Which try of a Slack post or call this is (1: the first). */
  attempt: number;
  /** When a failed Slack post or call is tried again. */
  next_attempt_at: string | null;
}

/** An alarm that reached the on-call staff (`GET /api/admin/on-call/queue`). */
export interface QueueItem {
  alert_id: number;
  title: string;
  description: string;
  priority: string;
  priority_label: string;
  property_name: string | null;
  site_id: string | null;
  owner_name: string | null;
  owner_phone: string | null;
  raised_at: string;
  on_call_at: string;
  state: 'escalating' | 'acknowledged' | 'cleared';
  acknowledged_by: string | null;
  history: EscalationEvent[];
}

export const onCallKeys = {
  all: ['on-call'] as const,
  rota: ['on-call', 'rota'] as const,
  queue: ['on-call', 'queue'] as const,
  staff: ['on-call', 'staff'] as const,
};

/** The queue changes as chains run: read again every 30 s. */
const QUEUE_REFRESH_MS = 30_000;

export const onCallQueueQuery = () =>
  queryOptions({
    queryKey: onCallKeys.queue,
    queryFn: ({ signal }) => api.get<{ items: QueueItem[] }>('/admin/on-call/queue', { signal }),
    refetchInterval: QUEUE_REFRESH_MS,
  });

export const useOnCallQueue = () => useQuery(onCallQueueQuery());

export const useOnCallRota = () =>
  useQuery({
    queryKey: onCallKeys.rota,
    queryFn: ({ signal }) => api.get<OnCallRota>('/admin/on-call/shifts', { signal }),
  });

export const useOnCallStaff = (enabled: boolean) =>
  useQuery({
    queryKey: onCallKeys.staff,
    queryFn: ({ signal }) =>
      api.get<{ staff: Array<{ id: number; name: string; email: string }> }>(
        '/admin/on-call/staff',
        { signal },
      ),
    enabled,
  });

export function useAddShift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shift: { user_id: number; starts_at: string; ends_at: string }) =>
      api.post<OnCallShift>('/admin/on-call/shifts', shift),
    onSettled: () => queryClient.invalidateQueries({ queryKey: onCallKeys.rota }),
  });
}

export function useRemoveShift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<null>(`/admin/on-call/shifts/${String(id)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: onCallKeys.rota }),
  });
}

/** Acknowledge an escalated alarm for oneself (`POST /api/admin/alarms/{id}/acknowledge`). */
export function useAcknowledgeEscalated() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (alarmId: number) => api.post(`/admin/alarms/${String(alarmId)}/acknowledge`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: onCallKeys.all }),
  });
}
