import type { PushSubscriptionJson } from '@wildfire/shared';

/**
 * This browser's side of Web Push: whether it can, its current subscription, and subscribing with
 * the server's key. Permission is asked only from `subscribeThisDevice`, when the person turns
 * notifications on.
 */

export const pushSupported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/** The service worker's registration, or null when none is registered (yet). */
async function registration() {
  const found = await navigator.serviceWorker.getRegistration();
  if (!found) return null;
  return navigator.serviceWorker.ready;
}

export async function currentSubscription() {
  const reg = await registration();
  return reg ? reg.pushManager.getSubscription() : null;
}

/** base64url (the key as the server gives it) to the bytes PushManager takes. */
export function keyBytes(base64url: string) {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

export type SubscribeResult =
  | { outcome: 'subscribed'; subscription: PushSubscriptionJson }
  | { outcome: 'denied' }
  | { outcome: 'no-worker' };

export async function subscribeThisDevice(
  publicKey: () => Promise<string>,
): Promise<SubscribeResult> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return { outcome: 'denied' };
  const reg = await registration();
  if (!reg) return { outcome: 'no-worker' };
  // One made with an earlier key would refuse the new one: start afresh.
  await (await reg.pushManager.getSubscription())?.unsubscribe();
  const subscription = await reg.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(await publicKey()),
  });
  return { outcome: 'subscribed', subscription: subscription.toJSON() as PushSubscriptionJson };
}
