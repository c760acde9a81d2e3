import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';
import { decodeProtectedHeader, importJWK, jwtVerify } from 'jose';
import { afterAll } from 'vitest';

/**
 * A local stand-in for a Web Push service (RFC 8030) that checks what a real one checks and
 * reads what only the browser could read:
 * - the VAPID `Authorization: vapid t=<JWT>, k=<key>` (RFC 8292): `k` is the key the device
 *   subscribed with, the JWT is ES256-signed by it, its `aud` is the endpoint's origin, its `exp`
 *   is in the future (at most a day ahead) and it names a `sub`; otherwise 401 or 403;
 * - `TTL` is required (400 without), `Urgency` is kept;
 * - the body is decrypted as the browser would (RFC 8291, aes128gcm) with the subscription's own
 *   key pair and auth secret, which only the test holds; a body that does not decrypt is a 400.
 * Answers 201 Created, or what the test set for a subscription (410 Gone, 503, ...).
 */
export interface ReceivedPush {
  subscriptionId: string;
  ttl: number;
  urgency: string | undefined;
  /** The VAPID JWT's claims, once verified. */
  claims: { aud: string; exp: number; sub: string };
  /** The decrypted payload, parsed as JSON. */
  payload: unknown;
}

export interface TestSubscription {
  id: string;
  /** What the browser's PushSubscription.toJSON() gives. */
  json: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
}

export interface PushServiceStandIn {
  origin: string;
  received: ReceivedPush[];
  /** Requests turned away, with why. */
  refused: Array<{ status: number; reason: string }>;
  /** A subscription as a browser would make it with this applicationServerKey. */
  subscribe(applicationServerKey: string): TestSubscription;
  /** Answer every push to this subscription with `status` from now on (410: it unsubscribed). */
  answer(subscriptionId: string, status: number): void;
}

interface Held {
  ecdh: crypto.ECDH;
  auth: Buffer;
  applicationServerKey: string;
  status: number;
}

/** The VAPID public key (uncompressed P-256 point, base64url) as a JWK to verify with. */
function jwkOf(publicKey: string) {
  const raw = Buffer.from(publicKey, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) throw new Error('k is not an uncompressed P-256 key');
  return {
    kty: 'EC',
    crv: 'P-256',
    x: raw.subarray(1, 33).toString('base64url'),
    y: raw.subarray(33, 65).toString('base64url'),
  };
}

export async function startPushServiceStandIn(): Promise<PushServiceStandIn> {
  const held = new Map<string, Held>();
  const standIn: PushServiceStandIn = {
    origin: '',
    received: [],
    refused: [],
    subscribe(applicationServerKey) {
      const id = crypto.randomBytes(12).toString('base64url');
      const ecdh = crypto.createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = crypto.randomBytes(16);
      held.set(id, { ecdh, auth, applicationServerKey, status: 201 });
      return {
        id,
        json: {
          endpoint: `${standIn.origin}/push/${id}`,
          expirationTime: null,
          keys: {
            p256dh: ecdh.getPublicKey().toString('base64url'),
            auth: auth.toString('base64url'),
          },
        },
      };
    },
    answer(subscriptionId, status) {
      held.get(subscriptionId)!.status = status;
    },
  };

  const refuse = (response: http.ServerResponse, status: number, reason: string) => {
    standIn.refused.push({ status, reason });
    response.writeHead(status, { 'content-type': 'text/plain' });
    response.end(reason);
  };

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        const id = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1];
        const subscription = id ? held.get(id) : undefined;
        if (request.method !== 'POST' || !id || !subscription)
          return refuse(response, 404, 'No such subscription');
        if (subscription.status === 404 || subscription.status === 410)
          return refuse(
            response,
            subscription.status,
            'push subscription has unsubscribed or expired.',
          );

        const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(
          request.headers.authorization ?? '',
        );
        if (!match) return refuse(response, 401, 'Missing or malformed VAPID authorization');
        const [, token, key] = match as unknown as [string, string, string];
        if (key !== subscription.applicationServerKey)
          return refuse(response, 403, 'k is not the key the subscription was made with');
        let claims: ReceivedPush['claims'];
        try {
          if (decodeProtectedHeader(token).alg !== 'ES256') throw new Error('alg must be ES256');
          const verified = await jwtVerify(token, await importJWK(jwkOf(key), 'ES256'), {
            audience: standIn.origin,
            requiredClaims: ['aud', 'exp', 'sub'],
          });
          claims = verified.payload as ReceivedPush['claims'];
          if (claims.exp > Date.now() / 1000 + 24 * 60 * 60)
            throw new Error('exp more than 24 hours ahead');
          if (!/^(mailto:|https:)/.test(claims.sub))
            throw new Error('sub must be mailto: or https:');
        } catch (error) {
          return refuse(response, 403, `VAPID JWT rejected: ${(error as Error).message}`);
        }

        const ttl = Number(request.headers.ttl);
        if (request.headers.ttl === undefined || !Number.isInteger(ttl) || ttl < 0)
          return refuse(response, 400, 'TTL header required');
        if (request.headers['content-encoding'] !== 'aes128gcm')
          return refuse(response, 415, 'Content-Encoding must be aes128gcm');
        let payload: unknown;
        try {
          const plain = ece.decrypt(Buffer.concat(chunks), {
            version: 'aes128gcm',
            privateKey: subscription.ecdh,
            authSecret: subscription.auth,
          });
          payload = JSON.parse(plain.toString('utf8'));
        } catch (error) {
          return refuse(response, 400, `Payload did not decrypt: ${(error as Error).message}`);
        }
        if (subscription.status !== 201)
          return refuse(response, subscription.status, 'The push service is unavailable');
        const urgency = request.headers.urgency;
        standIn.received.push({
          subscriptionId: id,
          ttl,
          urgency: typeof urgency === 'string' ? urgency : undefined,
          claims,
          payload,
        });
        response.writeHead(201, {
          location: `${standIn.origin}/message/${standIn.received.length}`,
        });
        response.end();
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  standIn.origin = `http://127.0.0.1:${String(port)}`;
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return standIn;
}
