import webpush from 'web-push';
import {
  ACKNOWLEDGE_ACTION,
  CANCEL_START_ACTION,
  PUSH_NO_DEVICE,
  PUSH_TTL_SECONDS,
  readPushAnswer,
  type PushPayload,
} from '@wildfire/shared';
import type { Executor } from '#src/db/client';
import {
  forgetSubscription,
  markSubscriptionSent,
  subscriptionsOf,
  type PushSubscriptionRow,
} from '#src/repositories/push-subscriptions';
import type { VapidKeys } from '../vapid';
import type { NotifyLog, ProviderOutcome } from './types';

export interface PushMessage {
  /** The recipient's user id: the notification goes to every device they subscribed. */
  userId: number;
  title: string;
  body: string;
  /** Where a tap leads: the property's dashboard (a path of the portal, or a full address). */
  url: string;
  /** The alert the notification's Acknowledge action acknowledges. */
  alertId?: number;
  /** Sent to staff: its Acknowledge goes through the back-office, as on the on-call queue. */
  toStaff?: boolean;
  /** Urgent alarms are sent with `Urgency: high` and kept longer for a phone that is off. */
  urgent?: boolean;
  /** An automatic activation counting down at this site: the notification offers Cancel start. */
  cancelSiteId?: string;
}

/** What happened at each of the person's devices. */
export interface PushDeviceOutcome {
  endpointOrigin: string;
  result: 'accepted' | 'removed' | 'failed';
  error?: string;
  /** A failure that may pass: no answer, a busy or failing service. */
  retryable?: boolean;
}

export interface PushOutcome extends ProviderOutcome {
  devices: PushDeviceOutcome[];
}

/** Sends push notifications to a person's devices and says, per person, what came of it. */
export interface PushProvider {
  readonly name: string;
  send(message: PushMessage): Promise<PushOutcome>;
  /** Many at once, in order: a few at a time, with one look-up of everybody's devices. */
  sendAll(messages: PushMessage[]): Promise<PushOutcome[]>;
}

/** A push service that does not answer within this is counted failed (and may be tried again). */
const PUSH_TIMEOUT_MS = 10_000;

const originOf = (endpoint: string) => {
  try {
    return new URL(endpoint).origin;
  } catch {
    return 'unknown';
  }
};

export function pushPayload(message: PushMessage, publicUrl: string): PushPayload {
  return {
    title: message.title,
    body: message.body,
    url: new URL(message.url, `${publicUrl}/`).toString(),
    alertId: message.alertId ?? null,
    acknowledgePath:
      message.alertId === undefined
        ? null
        : message.toStaff
          ? `/api/admin/alarms/${message.alertId}/acknowledge`
          : `/api/alerts/${message.alertId}/acknowledge`,
    tag: message.alertId === undefined ? `message-${Date.now()}` : `alert-${message.alertId}`,
    urgent: message.urgent === true,
    cancelSiteId: message.cancelSiteId ?? null,
    actions: [
      ...(message.cancelSiteId === undefined ? [] : [CANCEL_START_ACTION]),
      ...(message.alertId === undefined ? [] : [ACKNOWLEDGE_ACTION]),
    ],
  };
}

/**
 * Web Push (RFC 8030, 8291, 8292) with the `web-push` library: it signs the VAPID token and
 * encrypts the payload (aes128gcm) for each subscription; the request itself goes out with
 * fetch, which also reaches a plain-http push service (web-push's own sender speaks https only,
 * and the tests' stand-in is local). Only a 201 or 202 counts as sent; 404 and 410 remove the
 * subscription; anything else is failed with its reason, retryable when it may pass.
 */
export function createWebPushProvider(options: {
  vapid: VapidKeys;
  publicUrl: string;
  /** The database, read at send time: the provider is built before the database opens. */
  db: () => Executor;
  log: NotifyLog;
  timeoutMs?: number;
}): PushProvider {
  const { vapid } = options;

  async function sendTo(
    subscription: PushSubscriptionRow,
    body: string,
    urgent: boolean,
  ): Promise<PushDeviceOutcome> {
    const endpointOrigin = originOf(subscription.endpoint);
    const request = webpush.generateRequestDetails(
      {
        endpoint: subscription.endpoint,
        keys: { p256dh: subscription.p256dh, auth: subscription.auth },
      },
      body,
      {
        vapidDetails: vapid,
        TTL: urgent ? PUSH_TTL_SECONDS.urgent : PUSH_TTL_SECONDS.normal,
        urgency: urgent ? 'high' : 'normal',
        contentEncoding: 'aes128gcm',
      },
    );
    let status: number;
    let answer = '';
    try {
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        // A copy in an ArrayBuffer of its own: what every typing of fetch takes as a body.
        body: new Uint8Array(request.body as Buffer),
        signal: AbortSignal.timeout(options.timeoutMs ?? PUSH_TIMEOUT_MS),
        redirect: 'error',
      });
      status = response.status;
      answer = (await response.text()).slice(0, 200);
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      return {
        endpointOrigin,
        result: 'failed',
        retryable: true,
        error: timedOut
          ? `The push service at ${endpointOrigin} did not answer in time.`
          : `The push service at ${endpointOrigin} could not be reached.`,
      };
    }
    const read = readPushAnswer(status);
    const db = options.db();
    if (read.outcome === 'accepted') {
      await markSubscriptionSent(db, subscription.id, new Date());
      return { endpointOrigin, result: 'accepted' };
    }
    if (read.outcome === 'gone') {
      await forgetSubscription(db, subscription.id);
      return { endpointOrigin, result: 'removed', error: `The device unsubscribed (${status}).` };
    }
    return {
      endpointOrigin,
      result: 'failed',
      retryable: read.retryable,
      error: `The push service at ${endpointOrigin} answered ${status}${answer ? `: ${answer}` : ''}.`,
    };
  }

  async function sendAll(messages: PushMessage[]) {
    // One query for everybody's devices: a mass outage pushes to thousands of people at once,
    // most of whom have none.
    const devices = groupDevices(
      await subscriptionsOf(options.db(), [...new Set(messages.map((m) => m.userId))]),
    );
    const outcomes: PushOutcome[] = [];
    for (let i = 0; i < messages.length; i += PUSHES_AT_ONCE) {
      const batch = messages.slice(i, i + PUSHES_AT_ONCE);
      outcomes.push(
        ...(await Promise.all(
          batch.map((message) => toPerson(message, devices.get(message.userId) ?? [])),
        )),
      );
    }
    return outcomes;
  }

  return {
    name: 'web-push',
    send: async (message) => (await sendAll([message]))[0]!,
    sendAll,
  };

  async function toPerson(message: PushMessage, devices: PushSubscriptionRow[]) {
    if (devices.length === 0)
      return { status: 'failed' as const, error: PUSH_NO_DEVICE, devices: [] };
    const body = JSON.stringify(pushPayload(message, options.publicUrl));
    const outcomes = await Promise.all(
      devices.map((device) => sendTo(device, body, message.urgent === true)),
    );
    options.log.info(
      {
        channel: 'push',
        userId: message.userId,
        alertId: message.alertId,
        devices: outcomes.map((o) => ({ at: o.endpointOrigin, result: o.result })),
      },
      'push notification handed to push services',
    );
    return summarize(outcomes);
  }
}

function groupDevices(rows: PushSubscriptionRow[]) {
  const byUser = new Map<number, PushSubscriptionRow[]>();
  for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
  return byUser;
}

/**
 * One person's outcome from their devices': sent when at least one push service accepted it;
 * otherwise failed with each device's reason, retryable when a service did not answer or may
 * take it later.
 */
export function summarize(devices: PushDeviceOutcome[]): PushOutcome {
  if (devices.some((d) => d.result === 'accepted')) return { status: 'sent', devices };
  if (devices.every((d) => d.result === 'removed'))
    return {
      status: 'failed',
      error: 'Every device this person had subscribed has unsubscribed; none is left.',
      devices,
    };
  const reasons = [...new Set(devices.flatMap((d) => (d.error ? [d.error] : [])))];
  return {
    status: 'failed',
    error: reasons.join(' ').slice(0, 500),
    retryable: devices.some((d) => d.retryable === true),
    devices,
  };
}

/** People whose devices are pushed to at once: a fire front notifies many families together. */
export const PUSHES_AT_ONCE = 10;

/**
 * Send many pushes; a provider that throws has failed them, not the alert that raised them (it
 * has already happened). Each outcome is in the server log; the caller may keep it.
 */
export async function sendPushes(provider: PushProvider, messages: PushMessage[]) {
  if (messages.length === 0) return [];
  try {
    return await provider.sendAll(messages);
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    return messages.map((): PushOutcome => ({
      status: 'failed',
      error: reason,
      retryable: true,
      devices: [],
    }));
  }
}
