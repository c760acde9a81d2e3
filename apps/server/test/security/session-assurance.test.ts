import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '#src/seed/demo-data';
import { demoUserId } from '#src/seed/seed-demo';
import { startSession } from '#src/services/sessions';
import { build, unusedCode } from '../helper';

/**
 * Sessions and the assurance the account requires (issue 32 item 1, decision 051): a session
 * opened with less than the account now requires ends when the requirement rises; deactivation
 * ends sessions for good.
 */
describe('sessions end when the account needs more than they were opened with', async () => {
  const { app, injectAs, login, lastStep, mails, mailTo } = await build();
  const db = app.db;
  const ADMIN = 'admin@demo.test';

  const as = (token: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
  const broadcast = (token: string) =>
    as(token, 'POST', '/api/admin/broadcasts', {
      type: 'warning',
      title: 'Smoke reported nearby',
      message: 'Crews report smoke two miles north.',
      recipients: 'all',
    });
  const grant = async (email: string, permissions: string[]) => {
    const res = await injectAs(ADMIN, {
      method: 'PATCH',
      url: `/api/admin/users/${String(await demoUserId(db, email))}`,
      payload: { permissions },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const setStatus = async (email: string, status: 'Active' | 'Inactive') => {
    const res = await injectAs(ADMIN, {
      method: 'PATCH',
      url: `/api/admin/users/${String(await demoUserId(db, email))}`,
      payload: { status },
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('the old-token broadcast: a session opened without a second factor ends when a permission that changes data is granted', async () => {
    // newhire@ has no permissions, so signs in with the password alone.
    const old = await login('newhire@demo.test');
    await grant('newhire@demo.test', ['view_alerts', 'manage_alerts']);
    // They enrol at their next sign-in (the helper does it) and get a session with two factors.
    const fresh = await login('newhire@demo.test');

    expect((await broadcast(old)).statusCode).toBe(401);
    expect((await as(old, 'GET', '/api/auth/user')).statusCode).toBe(401);
    expect((await broadcast(fresh)).statusCode).toBe(202);
  });

  it('a route that needs a second factor refuses a session opened without one, even when the account has one', async () => {
    // A session of the enrolled Superadmin opened with the password alone (as one opened before
    // enrolment would be).
    const { response } = await startSession(
      app,
      db,
      { ip: '127.0.0.1', headers: {} },
      await demoUserId(db, ADMIN),
      'password',
    );
    const res = await broadcast(response.access_token);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('two_factor_required');
  });

  it('turning two-factor sign-in on ends the sessions opened with the password alone, but the one that proved the code', async () => {
    const elsewhere = await login('single@demo.test');
    const here = await login('single@demo.test');
    const setup = await as(here, 'POST', '/api/auth/totp/setup');
    const { secret } = setup.json<{ secret: string }>();
    const enable = await as(here, 'POST', '/api/auth/totp/enable', {
      code: await unusedCode(lastStep, 'single@demo.test', secret),
    });
    expect(enable.statusCode, enable.body).toBe(200);

    expect((await as(elsewhere, 'GET', '/api/auth/user')).statusCode).toBe(401);
    expect((await as(here, 'GET', '/api/auth/user')).statusCode).toBe(200);
  });

  it('accepting an invitation as an account with two-factor sign-in does not sign in by the password alone', async () => {
    // single@ turned two-factor sign-in on in the test above.
    const before = mails.length;
    const invited = await injectAs('owner@demo.test', {
      method: 'POST',
      url: '/api/properties/1/users',
      payload: { email: 'single@demo.test', name: 'Single Owner' },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const token = /token=([\w-]+)/.exec((await mailTo('single@demo.test', before)).text)![1]!;
    const accepted = await app.inject({
      method: 'POST',
      url: `/api/invitations/${token}/accept`,
      payload: { password: DEMO_PASSWORD },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ sign_in_required: true });
    expect(accepted.json().access_token).toBeUndefined();
  });

  it('joining a group whose permissions change data ends the sessions opened without a second factor', async () => {
    const old = await login('accounts@demo.test');
    const res = await injectAs(ADMIN, {
      method: 'POST',
      url: '/api/admin/groups/3/members',
      payload: { email: 'accounts@demo.test' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await as(old, 'GET', '/api/auth/user')).statusCode).toBe(401);
  });

  it('reactivation: deactivation ends sessions for good; a reactivated user signs in afresh', async () => {
    const old = await login('crew@demo.test');
    await setStatus('crew@demo.test', 'Inactive');
    expect((await as(old, 'GET', '/api/auth/user')).statusCode).toBe(401);

    await setStatus('crew@demo.test', 'Active');
    expect((await as(old, 'GET', '/api/auth/user')).statusCode).toBe(401);
    const fresh = await login('crew@demo.test');
    expect((await as(fresh, 'GET', '/api/auth/user')).statusCode).toBe(200);
  });
});
