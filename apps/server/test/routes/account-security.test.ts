import crypto from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  auditLog,
  loginFailures,
  passwordResetTokens,
  propertyMemberships,
  sessions,
  userPermissions,
  userTotp,
} from '#src/db/schema/index';
import { demoUserId } from '#src/seed/seed-demo';
import { DEMO_TOTP_ENROLLED, DEMO_TOTP_SECRET } from '#src/seed/demo-staff';
import { encryptSecret, issueRecoveryCodes } from '#src/services/two-factor';
import { TOTP_STEP_SECONDS, totp, totpStep } from '#src/services/totp';
import { build, unusedCode } from '../helper';

const PASSWORD = 'wildfire-demo';
const NEW_PASSWORD = 'a long and fresh passphrase';

describe('account security (decision 012)', async () => {
  const { app, login, lastStep, mails, mailTo } = await build();
  const db = app.db;

  const post = (url: string, payload: unknown, token?: string, remoteAddress = '127.0.0.1') =>
    app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      remoteAddress,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const get = (url: string, token: string) =>
    app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  const passwordLogin = (email: string, password = PASSWORD, remoteAddress = '127.0.0.1') =>
    post('/api/auth/login', { username: email, password }, undefined, remoteAddress);

  /** The newest mail to `to` that the app handed over, as it was sent (its link whole). */
  const lastMail = (to: string) => mails.findLast((m) => m.to === to);
  /** The mail to `to` that the reset request makes: it leaves after the answer. */
  const resetMailTo = async (to: string) => {
    const before = mails.length;
    expect((await post('/api/auth/password-reset', { email: to })).statusCode).toBe(202);
    return mailTo(to, before);
  };
  const resetTokenIn = (text: string | undefined) =>
    /\/reset-password\?token=([\w-]+)/.exec(text ?? '')?.[1];

  /** guest@ signed in with a recovery code (their own authenticator secret is not the demo one). */
  let guestToken = '';

  afterEach(() => {
    vi.useRealTimers();
  });

  describe('password reset', () => {
    it('answers do not reveal whether an account exists (same status and body)', async () => {
      const known = await post('/api/auth/password-reset', { email: 'empty@demo.test' });
      const unknown = await post('/api/auth/password-reset', { email: 'nobody-at-all@demo.test' });
      expect(known.statusCode).toBe(202);
      expect(unknown.statusCode).toBe(202);
      expect(unknown.body).toBe(known.body);
      expect(known.json().message).toContain('expires in 30 minutes');
      // The known account's mail leaves after the answer; the unknown one never gets any.
      await mailTo('empty@demo.test');
      expect(lastMail('nobody-at-all@demo.test')).toBeUndefined();
    });

    it('the reset link works once, signs out every session and tells the user by email', async () => {
      const before = await login('single@demo.test');
      const token = resetTokenIn((await resetMailTo('single@demo.test')).text);
      expect(token).toBeTruthy();
      const [stored] = await db
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.userId, await demoUserId(db, 'single@demo.test')));
      expect(stored?.tokenHash).not.toContain(token!); // only a hash is stored

      const done = await post('/api/auth/password-reset/confirm', {
        token,
        password: NEW_PASSWORD,
      });
      expect(done.statusCode).toBe(200);
      const again = await post('/api/auth/password-reset/confirm', {
        token,
        password: 'another long passphrase',
      });
      expect(again.statusCode).toBe(400);
      expect(again.json().error.code).toBe('invalid_token');

      expect((await get('/api/auth/user', before)).statusCode).toBe(401);
      expect((await passwordLogin('single@demo.test', NEW_PASSWORD)).statusCode).toBe(200);
      expect((await passwordLogin('single@demo.test', PASSWORD)).statusCode).toBe(401);
      expect(lastMail('single@demo.test')?.subject).toBe(
        'Your Wildfire Defense Portal password was changed',
      );
      const [event] = await db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'auth.password_reset'));
      expect(event?.userId).toBe(await demoUserId(db, 'single@demo.test'));
    });

    it('the reset link expires after 30 minutes, and a newer request replaces it', async () => {
      const first = resetTokenIn((await resetMailTo('guest@demo.test')).text)!;
      const second = resetTokenIn((await resetMailTo('guest@demo.test')).text)!;
      expect(second).not.toBe(first);
      const replaced = await post('/api/auth/password-reset/confirm', {
        token: first,
        password: NEW_PASSWORD,
      });
      expect(replaced.statusCode).toBe(400);

      // Back-date the link past its lifetime.
      await db
        .update(passwordResetTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(passwordResetTokens.userId, await demoUserId(db, 'guest@demo.test')));
      const expired = await post('/api/auth/password-reset/confirm', {
        token: second,
        password: NEW_PASSWORD,
      });
      expect(expired.statusCode).toBe(400);
      expect((await passwordLogin('guest@demo.test')).statusCode).toBe(200);
    });

    it('a new password must be 12+ characters and not a common one', async () => {
      const short = await post('/api/auth/password-reset/confirm', {
        token: 'x',
        password: 'short',
      });
      expect(short.statusCode).toBe(400);
      const common = await post('/api/auth/password-reset/confirm', {
        token: 'x',
        password: 'password1234',
      });
      expect(common.statusCode).toBe(400);
    });
  });

  describe('password change and sessions', () => {
    it('changing the password needs the current one and signs out the other sessions', async () => {
      const other = await login('owner@demo.test');
      const mine = await login('owner@demo.test');
      const wrong = await post(
        '/api/auth/password',
        { current_password: 'not-it', new_password: NEW_PASSWORD },
        mine,
      );
      expect(wrong.statusCode).toBe(400);
      const ok = await post(
        '/api/auth/password',
        { current_password: PASSWORD, new_password: NEW_PASSWORD },
        mine,
      );
      expect(ok.statusCode).toBe(204);
      expect((await get('/api/auth/user', other)).statusCode).toBe(401);
      expect((await get('/api/auth/user', mine)).statusCode).toBe(200);
      expect(lastMail('owner@demo.test')?.subject).toContain('password was changed');
      // Put it back for the other tests.
      await post(
        '/api/auth/password',
        { current_password: NEW_PASSWORD, new_password: 'wildfire-demo-again' },
        mine,
      );
    });

    it('lists my live sessions, ends one of mine (404 for anyone else’s) and all others', async () => {
      const a = await login('empty@demo.test');
      const b = await login('empty@demo.test');
      const c = await login('empty@demo.test');
      const list = (await get('/api/auth/sessions', a)).json<{
        sessions: Array<{ id: string; current: boolean; browser: string; ip: string }>;
      }>().sessions;
      expect(list.length).toBeGreaterThanOrEqual(3);
      expect(list.filter((s) => s.current)).toHaveLength(1);
      const current = list.find((s) => s.current)!;
      const other = list.find((s) => !s.current)!;

      const stranger = await login('guest@demo.test');
      const foreign = await app.inject({
        method: 'DELETE',
        url: `/api/auth/sessions/${other.id}`,
        headers: { authorization: `Bearer ${stranger}` },
      });
      expect(foreign.statusCode).toBe(404);

      const one = await app.inject({
        method: 'DELETE',
        url: `/api/auth/sessions/${other.id}`,
        headers: { authorization: `Bearer ${a}` },
      });
      expect(one.statusCode).toBe(204);
      const rest = await post('/api/auth/sessions/revoke-others', {}, a);
      expect(rest.statusCode).toBe(200);
      expect(rest.json().ended).toBeGreaterThanOrEqual(1);
      expect((await get('/api/auth/user', b)).statusCode).toBe(401);
      expect((await get('/api/auth/user', c)).statusCode).toBe(401);
      const left = (await get('/api/auth/sessions', a)).json().sessions;
      expect(left.map((s: { id: string }) => s.id)).toEqual([current.id]);
      const events = (await get('/api/auth/security/events', a)).json().events;
      expect(events.map((e: { action: string }) => e.action)).toEqual(
        expect.arrayContaining([
          'auth.sessions_revoked_others',
          'auth.session_revoked',
          'auth.login',
        ]),
      );
    });
  });

  describe('two-factor sign-in', () => {
    it('POST /api/auth/login answers a second step for an enrolled account, no token', async () => {
      const res = await passwordLogin('admin@demo.test');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ second_factor: 'totp', expires_in: 300 });
      expect(body.access_token).toBeUndefined();
      const bad = await post('/api/auth/login/second-factor', {
        challenge_token: 'forged',
        code: '123456',
      });
      expect(bad.statusCode).toBe(401);
    });

    it('TOTP at the window edges: one step either side works, two do not, and a code works once', async () => {
      // A customer enrols in My Account with a secret of their own.
      const token = await login('single@demo.test', NEW_PASSWORD);
      const setup = await post('/api/auth/totp/setup', {}, token);
      const { secret, otpauth_url } = setup.json<{ secret: string; otpauth_url: string }>();
      expect(otpauth_url).toContain(`secret=${secret}`);
      // Fix the clock in the middle of a step, so the test does not depend on when it runs.
      const middle = (totpStep(new Date()) + 3) * TOTP_STEP_SECONDS * 1000 + 15_000;
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(middle);
      const at = (steps: number) =>
        totp(secret, new Date(middle + steps * TOTP_STEP_SECONDS * 1000));
      const enabled = await post('/api/auth/totp/enable', { code: at(-1) }, token);
      expect(enabled.statusCode).toBe(200);
      expect(enabled.json().recovery_codes).toHaveLength(10);

      const attempt = async (code: string) => {
        const first = await passwordLogin('single@demo.test', NEW_PASSWORD, '10.20.0.1');
        return post(
          '/api/auth/login/second-factor',
          { challenge_token: first.json().challenge_token, code },
          undefined,
          '10.20.0.1',
        );
      };
      expect((await attempt(at(-2))).statusCode).toBe(401);
      expect((await attempt(at(2))).statusCode).toBe(401);
      const now = await attempt(at(0));
      expect(now.statusCode).toBe(200);
      expect(now.json().access_token).toBeTruthy();
      expect((await attempt(at(0))).statusCode).toBe(401); // the same code again
      expect((await attempt(at(1))).statusCode).toBe(200); // the next step, at the window's edge
      vi.useRealTimers();
    });

    it('recovery codes work once each', async () => {
      const token = await login('guest@demo.test');
      const { secret } = (await post('/api/auth/totp/setup', {}, token)).json();
      const { recovery_codes: codes } = (
        await post('/api/auth/totp/enable', { code: totp(secret, new Date()) }, token)
      ).json<{ recovery_codes: string[] }>();
      const withRecovery = async (recovery_code: string) => {
        const first = await passwordLogin('guest@demo.test', PASSWORD, '10.21.0.1');
        return post(
          '/api/auth/login/second-factor',
          { challenge_token: first.json().challenge_token, recovery_code },
          undefined,
          '10.21.0.1',
        );
      };
      expect((await withRecovery(codes[0]!)).statusCode).toBe(200);
      expect((await withRecovery(codes[0]!)).statusCode).toBe(401);
      const second = await withRecovery(codes[1]!);
      expect(second.statusCode).toBe(200);
      guestToken = second.json().access_token;
    });

    it('an authenticator enrolled under an earlier TOKEN_SECRET refuses its codes (401, not a server error) and recovery codes still work', async () => {
      const pm = await demoUserId(db, 'pm@demo.test'); // enrolled with the demo secret
      const codes = await issueRecoveryCodes(db, pm);
      // What a changed TOKEN_SECRET leaves: the secret stored under a key the server no longer has.
      await db
        .update(userTotp)
        .set({ secretEncrypted: encryptSecret(crypto.randomBytes(32), DEMO_TOTP_SECRET) })
        .where(eq(userTotp.userId, pm));
      const secondStep = async (proof: { code: string } | { recovery_code: string }) => {
        const first = await passwordLogin('pm@demo.test', PASSWORD, '10.22.0.1');
        return post(
          '/api/auth/login/second-factor',
          { challenge_token: first.json().challenge_token, ...proof },
          undefined,
          '10.22.0.1',
        );
      };
      const nextStep = new Date(Date.now() + TOTP_STEP_SECONDS * 1000);
      expect((await secondStep({ code: totp(DEMO_TOTP_SECRET, nextStep) })).statusCode).toBe(401);
      expect((await secondStep({ recovery_code: codes[0]! })).statusCode).toBe(200);
    });

    it('codes are throttled like passwords: 10 wrong codes lock the account, even for the right one', async () => {
      const wrong = (n: number) =>
        String((Number(totp(DEMO_TOTP_SECRET, new Date())) + n) % 1e6).padStart(6, '0');
      for (let i = 1; i <= 10; i++) {
        const first = await passwordLogin('support@demo.test', PASSWORD, `10.30.0.${i}`);
        const res = await post(
          '/api/auth/login/second-factor',
          { challenge_token: first.json().challenge_token, code: wrong(500_000 + i) },
          undefined,
          `10.30.0.${i}`,
        );
        expect(res.statusCode).toBe(401);
      }
      const first = await passwordLogin('support@demo.test', PASSWORD, '10.30.1.1');
      expect(first.statusCode).toBe(429);
      // Clear the run for the other tests, as a successful sign-in would.
      await db.delete(loginFailures).where(eq(loginFailures.username, 'support@demo.test'));
    });

    it('staff enrolment is enforced: a data-changing permission and no two-factor gets no access token', async () => {
      const newhire = await demoUserId(db, 'newhire@demo.test');
      await db
        .insert(userPermissions)
        .values({ userId: newhire, permission: 'acknowledge_alerts' });
      const first = await passwordLogin('newhire@demo.test');
      expect(first.statusCode).toBe(200);
      const body = first.json();
      expect(body).toMatchObject({ enrolment_required: true });
      expect(body.access_token).toBeUndefined();
      // The enrolment challenge is not a second-factor challenge.
      const skip = await post('/api/auth/login/second-factor', {
        challenge_token: body.challenge_token,
        code: '000000',
      });
      expect(skip.statusCode).toBe(401);

      const enrol = await post('/api/auth/login/enrol', { challenge_token: body.challenge_token });
      const { secret } = enrol.json<{ secret: string }>();
      const confirmed = await post('/api/auth/login/enrol/confirm', {
        challenge_token: body.challenge_token,
        code: await unusedCode(lastStep, 'newhire@demo.test', secret),
      });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json().access_token).toBeTruthy();
      expect(confirmed.json().recovery_codes).toHaveLength(10);
      expect((await passwordLogin('newhire@demo.test')).json()).toMatchObject({
        second_factor: 'totp',
      });
      // Staff who must have it cannot turn it off.
      const off = await post(
        '/api/auth/totp/disable',
        { password: PASSWORD },
        confirmed.json().access_token,
      );
      expect(off.statusCode).toBe(403);
    });

    it('staff granted a data-changing permission mid-session cannot use it without two-factor', async () => {
      const token = await login('accounts@demo.test');
      const accounts = await demoUserId(db, 'accounts@demo.test');
      await db.insert(userPermissions).values({ userId: accounts, permission: 'edit_users' });
      const res = await app.inject({
        method: 'PATCH',
        url: `/api/admin/users/${String(accounts)}`,
        headers: { authorization: `Bearer ${token}` },
        payload: { name: 'Hannah Wright' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('two_factor_required');
      // Viewing still works.
      expect((await get('/api/admin/users', token)).statusCode).toBe(200);
      await db
        .delete(userPermissions)
        .where(
          and(eq(userPermissions.userId, accounts), eq(userPermissions.permission, 'edit_users')),
        );
    });

    it('a customer can turn two-factor sign-in off with the password', async () => {
      const token = guestToken;
      expect((await get('/api/auth/security', token)).json()).toMatchObject({
        two_factor_enabled: true,
        two_factor_required: false,
        recovery_codes_left: 8,
      });
      expect((await post('/api/auth/totp/disable', { password: 'nope' }, token)).statusCode).toBe(
        400,
      );
      expect((await post('/api/auth/totp/disable', { password: PASSWORD }, token)).statusCode).toBe(
        204,
      );
      expect((await passwordLogin('guest@demo.test')).json().access_token).toBeTruthy();
    });
  });

  describe('re-authentication', () => {
    it('granting permissions needs a password or code from the last 15 minutes', async () => {
      const token = await login('admin@demo.test');
      const grant = () =>
        app.inject({
          method: 'PATCH',
          url: '/api/admin/groups/1',
          headers: { authorization: `Bearer ${token}` },
          payload: { permissions: ['view_dashboard', 'view_users'] },
        });
      // A sign-in counts: a fresh session may go ahead.
      expect((await grant()).statusCode).toBe(200);

      const [session] = await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, await demoUserId(db, 'admin@demo.test'))))
        .orderBy(desc(sessions.createdAt))
        .limit(1);
      await db
        .update(sessions)
        .set({ reauthenticatedAt: new Date(Date.now() - 16 * 60_000) })
        .where(eq(sessions.id, session!.id));
      const refused = await grant();
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('reauthentication_required');

      expect(
        (await post('/api/auth/reauthenticate', { password: 'wrong' }, token)).statusCode,
      ).toBe(400);
      const again = await post(
        '/api/auth/reauthenticate',
        { code: await unusedCode(lastStep, 'admin@demo.test') },
        token,
      );
      expect(again.statusCode).toBe(204);
      expect((await grant()).statusCode).toBe(200);
    });
  });
  describe('demo data', () => {
    it('every demo staff member whose permissions change data is enrolled with the demo secret', async () => {
      for (const email of DEMO_TOTP_ENROLLED) {
        const res = await passwordLogin(email, PASSWORD, '10.40.0.1');
        expect(res.json(), email).toMatchObject({ second_factor: 'totp' });
      }
      const views = await passwordLogin('accounts@demo.test', PASSWORD, '10.40.0.1');
      expect(views.json().access_token).toBeTruthy(); // view-only permissions: no second factor
    });
  });

  it('changing who may control a property needs a recent re-authentication', async () => {
    const ownerId = await demoUserId(db, 'owner@demo.test');
    const [membership] = await db
      .select()
      .from(propertyMemberships)
      .where(and(eq(propertyMemberships.userId, ownerId), eq(propertyMemberships.role, 'owner')))
      .limit(1);
    const token = await login('owner@demo.test', 'wildfire-demo-again');
    await db
      .update(sessions)
      .set({ reauthenticatedAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(sessions.userId, ownerId));
    const invite = () =>
      post(
        `/api/properties/${String(membership!.propertyId)}/users`,
        { email: 'new.manager@example.com', name: 'New Manager', role: 'manager' },
        token,
      );
    const refused = await invite();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('reauthentication_required');
    const ok = await post('/api/auth/reauthenticate', { password: 'wildfire-demo-again' }, token);
    expect(ok.statusCode).toBe(204);
    expect((await invite()).statusCode).toBe(201);
  });
});
