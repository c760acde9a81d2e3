import { z } from 'zod';

/**
 * Web Push (RFC 8030, 8291, 8292): what a browser's PushSubscription sends us, what a
 * notification carries, and how a push service's answer reads as a delivery outcome.
 */

/** base64url without padding, as PushSubscription.toJSON() gives its keys. */
const base64url = /^[A-Za-z0-9_-]+={0,2}$/;

/** The browser's `PushSubscription.toJSON()`: where to send, and the keys to encrypt for. */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .url({ error: 'endpoint must be the push service address of the subscription' })
    .max(2048, { error: 'endpoint must be at most 2048 characters' })
    .refine((v) => /^https?:\/\//.test(v), {
      error: 'endpoint must be the push service address of the subscription',
    }),
  // Browsers send expirationTime (null); it is not used.
  expirationTime: z.number().nullish(),
  keys: z.object(
    {
      // An uncompressed P-256 point: 65 bytes, 87 characters in base64url.
      p256dh: z
        .string()
        .regex(base64url, { error: 'keys.p256dh must be the base64url public key' })
        .min(80, { error: 'keys.p256dh must be the base64url public key' })
        .max(100, { error: 'keys.p256dh must be the base64url public key' }),
      // 16 random bytes: 22 characters.
      auth: z
        .string()
        .regex(base64url, { error: 'keys.auth must be the base64url authentication secret' })
        .min(16, { error: 'keys.auth must be the base64url authentication secret' })
        .max(44, { error: 'keys.auth must be the base64url authentication secret' }),
    },
    { error: 'keys must hold p256dh and auth' },
  ),
});
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

export const pushUnsubscribeSchema = z.object({
  endpoint: z.url({ error: 'endpoint must be the push service address of the subscription' }),
});

/** What the service worker reads from a push (apps/web/src/sw.ts). */
export interface PushPayload {
  title: string;
  body: string;
  /** The page a tap opens: the property's dashboard, or the alerts. */
  url: string;
  /** The alert to acknowledge from the notification, when there is one. */
  alertId: number | null;
  /** Groups a notification with later ones about the same alert instead of stacking them. */
  tag: string;
  urgent: boolean;
  /** The site whose automatic activation the Cancel start action cancels, when it offers it. */
  cancelSiteId: string | null;
  actions: Array<typeof ACKNOWLEDGE_ACTION | typeof CANCEL_START_ACTION>;
}

/** The Acknowledge action a notification of an alert offers. */
export const ACKNOWLEDGE_ACTION = { action: 'acknowledge', title: 'Acknowledge' } as const;

/**
 * An automatic activation counting down can be cancelled from its notification (issue 35), by
 * anyone who may start and stop the system, as on the dashboard.
 */
export const CANCEL_START_ACTION = { action: 'cancel-start', title: 'Cancel start' } as const;

/** How long a push service keeps a notification for a phone that is off: urgent ones a day. */
export const PUSH_TTL_SECONDS = { urgent: 24 * 60 * 60, normal: 4 * 60 * 60 } as const;

/** What a push service's answer to one notification means for the delivery. */
export type PushAnswer =
  | { outcome: 'accepted' }
  /** The subscription is gone for good (unsubscribed, expired): forget it. */
  | { outcome: 'gone' }
  | { outcome: 'failed'; retryable: boolean };

/**
 * RFC 8030 section 5: 201 Created is acceptance (some services answer 202); 404 and 410 mean the
 * subscription no longer exists; 429 and 5xx may pass; any other answer is a refusal.
 */
export function readPushAnswer(status: number): PushAnswer {
  if (status === 201 || status === 202) return { outcome: 'accepted' };
  if (status === 404 || status === 410) return { outcome: 'gone' };
  return { outcome: 'failed', retryable: status === 429 || status >= 500 };
}

/** In production only https push services: a plain-http endpoint would carry the VAPID token in the clear. */
export function pushEndpointAllowed(endpoint: string, production: boolean) {
  return !production || endpoint.startsWith('https://');
}

/** The dashboard of one property, where a notification about it opens (the portal reads `?property=`). */
export const propertyDashboardPath = (siteId: string) => `/?property=${encodeURIComponent(siteId)}`;

/** Where a notification to staff leads: the panel's page in the back-office. */
export const adminPanelPath = (siteId: string) => `/admin/property/${encodeURIComponent(siteId)}`;

/** A person with no device subscribed: the push is failed with this, never "sent" (issue 34). */
export const PUSH_NO_DEVICE = 'No device has notifications turned on.';
