import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@wildfire/shared';
import { auditLog, sessions, users } from '#src/db/schema/index';
import { LOGIN_THROTTLE } from '#src/services/login-throttle';
import { build } from '../helper';

const login = (username: string, password: string, remoteAddress = '127.0.0.1') => ({
  method: 'POST' as const,
  url: '/api/auth/login',
  payload: { username, password },
  remoteAddress,
});

describe('sign-in', async () => {
  const { app, login: signIn } = await build();
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  it('POST /api/auth/login answers an access token', async () => {
    const res = await app.inject(login('owner@demo.test', 'wildfire-demo'));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.token_type).toBe('Bearer');
    expect(body.expires_in).toBe(12 * 60 * 60);
  });

  it('the email is matched without regard to case', async () => {
    const res = await app.inject(login('Owner@Demo.Test', 'wildfire-demo'));
    expect(res.statusCode).toBe(200);
  });

  it('a wrong password and an unknown account get the same 401 and the spec text', async () => {
    const wrong = await app.inject(login('single@demo.test', 'not-the-password', '10.0.0.1'));
    const unknown = await app.inject(login('nobody@demo.test', 'not-the-password', '10.0.0.1'));
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      error: { code: 'invalid_credentials', message: MESSAGES.loginFailed },
    });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('a malformed body is a 400 naming the field', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'not-an-email', password: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('bad_request');
    expect(res.json().error.message).toMatch(/^Username /);
    expect(res.json().error.fields).toHaveProperty('username');
    const empty = await app.inject({ method: 'POST', url: '/api/auth/login', payload: {} });
    expect(empty.statusCode).toBe(400);
  });

  it('broken JSON is a 400 without a stack trace', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toMatch(/at .*\.(js|ts):\d+/);
    expect(res.json().error.code).toBe('bad_request');
  });

  it('stores argon2id hashes with at least 19 MiB and 2 iterations', async () => {
    const [row] = await app.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.email, 'owner@demo.test'));
    const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(row!.hash!);
    expect(match).not.toBeNull();
    expect(Number(match![1])).toBeGreaterThanOrEqual(19_456);
    expect(Number(match![2])).toBeGreaterThanOrEqual(2);
  });

  it('GET /api/auth/user returns the profile', async () => {
    const token = await signIn('owner@demo.test');
    const res = await app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Olivia Rivera',
      email: 'owner@demo.test',
      phone: '(310) 555-0142',
      kind: 'customer',
      is_staff: false,
    });
  });

  it('staff are marked as staff', async () => {
    const token = await signIn('admin@demo.test');
    const res = await app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });
    expect(res.json()).toMatchObject({ is_staff: true, user_type: 'staff_superadmin' });
  });

  it('no token, a garbage token or a token signed with another secret get 401', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/auth/user' })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer('abc.def.ghi') }))
        .statusCode,
    ).toBe(401);
    const token = await signIn('owner@demo.test');
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${Buffer.from('forged-signature').toString('base64url')}`;
    expect(
      (await app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(forged) }))
        .statusCode,
    ).toBe(401);
  });

  it('an expired token gets 401', async () => {
    const token = await signIn('owner@demo.test');
    const [session] = await app.db.select().from(sessions).orderBy(sessions.createdAt).limit(1);
    const expired = await app.tokens.sign(
      { userId: session!.userId, sessionId: session!.id },
      new Date(Date.now() - 1_000),
    );
    const res = await app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: bearer(expired),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthorized');
    // The live token of the same person still works.
    expect(
      (await app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) }))
        .statusCode,
    ).toBe(200);
  });

  it('a token whose session expired on the server gets 401', async () => {
    const token = await signIn('single@demo.test');
    const claims = await app.tokens.verify(token);
    await app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(sessions.id, claims!.sessionId));
    expect(
      (await app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) }))
        .statusCode,
    ).toBe(401);
  });

  it('POST /api/auth/logout revokes the session server-side', async () => {
    const token = await signIn('owner@demo.test');
    const other = await signIn('owner@demo.test');
    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(token),
    });
    expect(out.statusCode).toBe(204);
    expect(
      (await app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) }))
        .statusCode,
    ).toBe(401);
    expect(
      (await app.inject({ method: 'GET', url: '/api/site', headers: bearer(token) })).statusCode,
    ).toBe(401);
    // Only that session ended.
    expect(
      (await app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(other) }))
        .statusCode,
    ).toBe(200);
  });

  it('records sign-ins, failures and sign-outs in the audit log', async () => {
    const actions = (await app.db.select({ action: auditLog.action }).from(auditLog)).map(
      (r) => r.action,
    );
    expect(actions).toContain('auth.login');
    expect(actions).toContain('auth.login_failed');
    expect(actions).toContain('auth.logout');
  });
});

describe('sign-in throttling', async () => {
  const { app } = await build();

  it('failed logins are limited per account (429 with a clear message), even with the right password', async () => {
    for (let i = 0; i < LOGIN_THROTTLE.maxFailuresPerAccount; i++) {
      const res = await app.inject(login('guest@demo.test', `wrong-${i}`, `10.1.0.${i}`));
      expect(res.statusCode).toBe(401);
    }
    const blocked = await app.inject(login('guest@demo.test', 'wildfire-demo', '10.1.1.1'));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toBe(MESSAGES.tooManyLoginAttempts);
    expect(blocked.headers['retry-after']).toBe(String(LOGIN_THROTTLE.windowMs / 1000));
    // Other accounts are not affected.
    expect(
      (await app.inject(login('single@demo.test', 'wildfire-demo', '10.1.1.1'))).statusCode,
    ).toBe(200);
  });

  it('never allows more than 100 failures per hour per account', () => {
    const perHour = (LOGIN_THROTTLE.maxFailuresPerAccount * 60 * 60_000) / LOGIN_THROTTLE.windowMs;
    expect(perHour).toBeLessThanOrEqual(100);
  });

  it('failed logins are limited per address', async () => {
    for (let i = 0; i < LOGIN_THROTTLE.maxFailuresPerAddress; i++) {
      await app.inject(login(`probe-${i}@example.com`, 'guess', '10.9.9.9'));
    }
    const blocked = await app.inject(login('empty@demo.test', 'wildfire-demo', '10.9.9.9'));
    expect(blocked.statusCode).toBe(429);
    expect(
      (await app.inject(login('empty@demo.test', 'wildfire-demo', '10.9.9.10'))).statusCode,
    ).toBe(200);
  });
});
