import { describe, expect, it } from 'vitest';
import { LOGIN_THROTTLE } from '#src/services/login-throttle';
import { build } from '../helper';

/**
 * Who the caller is when a load balancer stands in front (TRUST_PROXY, docs/operations.md):
 * the sign-in limit per address, the sessions list and the audit log all use `request.ip`.
 */

const PROXY = '10.0.0.5';

/** A sign-in arriving from `remoteAddress`, optionally saying it was forwarded for `forwardedFor`. */
const signIn = (
  username: string,
  password: string,
  remoteAddress: string,
  forwardedFor?: string,
) => ({
  method: 'POST' as const,
  url: '/api/auth/login',
  payload: { username, password },
  remoteAddress,
  headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
});

/**
 * As many failed sign-ins as one address may make, from `remoteAddress`, each saying it was
 * forwarded for `forwardedFor(i)`.
 */
async function failSignIns(
  app: Awaited<ReturnType<typeof build>>['app'],
  remoteAddress: string,
  forwardedFor: (i: number) => string,
) {
  for (let i = 0; i < LOGIN_THROTTLE.maxFailuresPerAddress; i++) {
    await app.inject(signIn(`probe-${i}@example.com`, 'guess', remoteAddress, forwardedFor(i)));
  }
}

// Each test makes a whole address's worth of failed sign-ins, each checked against a decoy
// password hash (argon2, by design slow): on a busy two-core machine that outlasts 30 s.
const SIGN_IN_BURST_MS = 90_000;

describe(
  'behind a trusted proxy (TRUST_PROXY=10.0.0.0/24)',
  { timeout: SIGN_IN_BURST_MS },
  async () => {
    const { app } = await build({ TRUST_PROXY: '10.0.0.0/24' });

    it('failed sign-ins are limited per caller the proxy names, not for everyone behind it', async () => {
      await failSignIns(app, PROXY, () => '203.0.113.7');
      const attacker = await app.inject(
        signIn('empty@demo.test', 'wildfire-demo', PROXY, '203.0.113.7'),
      );
      expect(attacker.statusCode).toBe(429);

      // Another owner signing in through the same load balancer at the same time gets in.
      const owner = await app.inject(
        signIn('empty@demo.test', 'wildfire-demo', PROXY, '198.51.100.20'),
      );
      expect(owner.statusCode).toBe(200);
      const token = owner.json<{ access_token: string }>().access_token;
      const sessions = await app.inject({
        method: 'GET',
        url: '/api/auth/sessions',
        headers: { authorization: `Bearer ${token}` },
      });
      const current = sessions
        .json<{ sessions: Array<{ current: boolean; ip: string }> }>()
        .sessions.find((s) => s.current);
      expect(current?.ip).toBe('198.51.100.20');
    });

    it('a caller that is not one of the proxies cannot name another address', async () => {
      await failSignIns(app, '192.0.2.9', (i) => `192.0.2.${i}`);
      const next = await app.inject(
        signIn('single@demo.test', 'wildfire-demo', '192.0.2.9', '192.0.2.200'),
      );
      expect(next.statusCode).toBe(429);
    });
  },
);

describe('facing callers directly (no TRUST_PROXY)', { timeout: SIGN_IN_BURST_MS }, async () => {
  const { app } = await build();

  it('a forwarded address the caller sends is ignored: it cannot step around the per-address limit', async () => {
    await failSignIns(app, '10.9.9.9', (i) => `192.0.2.${i}`);
    const next = await app.inject(
      signIn('empty@demo.test', 'wildfire-demo', '10.9.9.9', '192.0.2.200'),
    );
    expect(next.statusCode).toBe(429);
  });
});
