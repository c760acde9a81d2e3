import { describe, expect, it } from 'vitest';
import { pushEndpointAllowed, pushSubscriptionSchema, readPushAnswer } from '../src';

const subscription = {
  endpoint: 'https://push.example/send/abc',
  expirationTime: null,
  keys: {
    p256dh:
      'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
};

describe('push subscriptions', () => {
  it('accepts the JSON of a browser PushSubscription', () => {
    expect(pushSubscriptionSchema.safeParse(subscription).success).toBe(true);
  });

  it('refuses a subscription without its keys, naming the field', () => {
    const result = pushSubscriptionSchema.safeParse({ endpoint: subscription.endpoint });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['keys']);
  });

  it('refuses an endpoint that is no web address', () => {
    expect(
      pushSubscriptionSchema.safeParse({ ...subscription, endpoint: 'ftp://x/y' }).success,
    ).toBe(false);
  });

  it('in production only https push services are accepted', () => {
    expect(pushEndpointAllowed('http://127.0.0.1:9/x', true)).toBe(false);
    expect(pushEndpointAllowed('https://push.example/x', true)).toBe(true);
    expect(pushEndpointAllowed('http://127.0.0.1:9/x', false)).toBe(true);
  });
});

describe('what a push service answer means', () => {
  it('201 and 202 are acceptance, the only answers that count as sent', () => {
    expect(readPushAnswer(201)).toEqual({ outcome: 'accepted' });
    expect(readPushAnswer(202)).toEqual({ outcome: 'accepted' });
    expect(readPushAnswer(200).outcome).toBe('failed');
  });

  it('404 and 410 mean the subscription is gone', () => {
    expect(readPushAnswer(404)).toEqual({ outcome: 'gone' });
    expect(readPushAnswer(410)).toEqual({ outcome: 'gone' });
  });

  it('a busy or failing service may pass; a refusal does not', () => {
    expect(readPushAnswer(503)).toEqual({ outcome: 'failed', retryable: true });
    expect(readPushAnswer(429)).toEqual({ outcome: 'failed', retryable: true });
    expect(readPushAnswer(400)).toEqual({ outcome: 'failed', retryable: false });
    expect(readPushAnswer(413)).toEqual({ outcome: 'failed', retryable: false });
  });
});
