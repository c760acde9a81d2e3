import {
  recoveryCodesResponseSchema,
  securityEventsResponseSchema,
  securityStatusSchema,
  sessionsResponseSchema,
  totpSetupResponseSchema,
} from '@wildfire/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { api, apiRequest } from '@/lib/api-client';

const keys = {
  status: ['account-security', 'status'] as const,
  sessions: ['account-security', 'sessions'] as const,
  events: ['account-security', 'events'] as const,
};

export const useSecurityStatus = () =>
  useQuery({
    queryKey: keys.status,
    queryFn: () => api.get('/auth/security', { schema: securityStatusSchema }),
  });

export const useSessions = () =>
  useQuery({
    queryKey: keys.sessions,
    queryFn: () => api.get('/auth/sessions', { schema: sessionsResponseSchema }),
  });

export const useSecurityEvents = () =>
  useQuery({
    queryKey: keys.events,
    queryFn: () => api.get('/auth/security/events', { schema: securityEventsResponseSchema }),
  });

/** After any change, the sessions, the status and the events all move. */
function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['account-security'] });
}

export function useChangePassword() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { current_password: string; new_password: string }) =>
      api.post('/auth/password', body),
    onSuccess: refresh,
  });
}

export function useEndSession() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/auth/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

export function useEndOtherSessions() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () =>
      api.post('/auth/sessions/revoke-others', undefined, {
        schema: z.object({ ended: z.number() }),
      }),
    onSuccess: refresh,
  });
}

export function useTotpSetup() {
  return useMutation({
    mutationFn: () => api.post('/auth/totp/setup', undefined, { schema: totpSetupResponseSchema }),
  });
}

export function useTotpEnable() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (code: string) =>
      api.post('/auth/totp/enable', { code }, { schema: recoveryCodesResponseSchema }),
    onSuccess: refresh,
  });
}

export function useTotpDisable() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { password: string } | { code: string }) =>
      api.post('/auth/totp/disable', body),
    onSuccess: refresh,
  });
}

export function useRegenerateRecoveryCodes() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (code: string) =>
      api.post('/auth/totp/recovery-codes', { code }, { schema: recoveryCodesResponseSchema }),
    onSuccess: refresh,
  });
}
