import type { PushSubscriptionJson } from '@wildfire/shared';
import { useMutation } from '@tanstack/react-query';

import { api, apiRequest } from '@/lib/api-client';

/** `GET /api/push/public-key`: the VAPID key this device subscribes with. */
export const getPushPublicKey = () => api.get<{ publicKey: string }>('/push/public-key');

/** `POST /api/push/subscriptions`: this device takes the person's notifications. */
export const saveDeviceSubscription = (subscription: PushSubscriptionJson) =>
  api.post<{ id: number; endpoint: string }>('/push/subscriptions', subscription);

/** `DELETE /api/push/subscriptions`: this device no longer does. */
export const deleteDeviceSubscription = (endpoint: string) =>
  apiRequest('/push/subscriptions', { method: 'DELETE', body: { endpoint } });

export interface TestNotificationOutcome {
  status: 'sent' | 'delivered' | 'failed';
  error: string | null;
  devices: Array<{
    push_service: string;
    result: 'accepted' | 'removed' | 'failed';
    error: string | null;
  }>;
}

/** `POST /api/push/test`: a test notification to the person's own devices, and what came of it. */
export const sendTestNotification = () => api.post<TestNotificationOutcome>('/push/test');

export const useSendTestNotification = () => useMutation({ mutationFn: sendTestNotification });
