import crypto from 'node:crypto';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { auditLog, mailOutbox } from '#src/db/schema/index';
import { serverLoggerOptions } from '#src/lib/redaction';
import { DEMO_PASSWORD } from '#src/seed/demo-data';
import { demoUserId } from '#src/seed/seed-demo';
import { build, unusedCode } from '../helper';
import { startSmtpStandIn } from '../stand-ins/smtp-stand-in';

/** Issue 32 items 3 and 4 (decision 052): no secret is kept in clear once it has been sent. */

const tokenIn = (text: string, path: string) =>
  new RegExp(`${path.replace(/[?/]/g, '\\$&')}\\?token=([\\w-]+)`).exec(text)?.[1];

describe('the mail delivery log and view_system_logs', async () => {
  const smtp = await startSmtpStandIn();
  const { app, login, injectAs, mailTo, lastStep } = await build({ SMTP_URL: smtp.url });
  const db = app.db;

  it('the takeover through the mail log: a holder of view_system_logs alone cannot reset a customer’s password', async () => {
    // A staff member without a second factor, given only the right to read the logs.
    const readerBefore = await login('newhire@demo.test');
    const grant = await injectAs('admin@demo.test', {
      method: 'PATCH',
      url: `/api/admin/users/${String(await demoUserId(db, 'newhire@demo.test'))}`,
      payload: { permissions: ['view_system_logs'] },
    });
    expect(grant.statusCode, grant.body).toBe(200);

    // Reading people's messages needs a second factor: the old session is over, and signing in
    // asks them to enrol first.
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/admin/mail-log',
          headers: { authorization: `Bearer ${readerBefore}` },
        })
      ).statusCode,
    ).toBe(401);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'newhire@demo.test', password: DEMO_PASSWORD },
    });
    expect(signIn.json()).toMatchObject({ enrolment_required: true });
    expect(signIn.json().access_token).toBeUndefined();

    // Even enrolled, what the log shows of a reset mail has no working link.
    const reader = await login('newhire@demo.test');
    const before = smtp.received.length;
    await app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { email: 'single@demo.test' },
    });
    const sent = await mailTo('single@demo.test');
    await expect.poll(() => smtp.received.length).toBeGreaterThan(before);
    const token = tokenIn(sent.text, '/reset-password')!;
    // The person got the link (quoted-printable: soft line breaks taken out).
    expect(smtp.received.at(-1)!.data.replace(/=\r\n/g, '')).toContain(token);

    const log = await app.inject({
      method: 'GET',
      url: '/api/admin/mail-log?to=single@demo.test',
      headers: { authorization: `Bearer ${reader}` },
    });
    expect(log.statusCode).toBe(200);
    const [entry] = log.json<{ mails: Array<{ text: string; text_sha256: string }> }>().mails;
    expect(entry!.text).not.toContain(token);
    expect(entry!.text).toContain('/reset-password?token=[redacted]');
    expect(entry!.text_sha256).toBe(crypto.createHash('sha256').update(sent.text).digest('hex'));

    // Nothing in the log resets the password; the customer still signs in with theirs.
    for (const guess of [tokenIn(entry!.text, '/reset-password') ?? '', '[redacted]']) {
      const reset = await app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/confirm',
        payload: { token: guess, password: 'taken over by the log reader' },
      });
      expect(reset.statusCode).toBe(400);
    }
    const customer = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'single@demo.test', password: DEMO_PASSWORD },
    });
    expect(customer.statusCode).toBe(200);
  });

  it('view_system_logs needs two-factor sign-in, so its holders cannot turn it off', async () => {
    const status = await injectAs('newhire@demo.test', {
      method: 'GET',
      url: '/api/auth/security',
    });
    expect(status.json()).toMatchObject({ two_factor_enabled: true, two_factor_required: true });
    const off = await injectAs('newhire@demo.test', {
      method: 'POST',
      url: '/api/auth/totp/disable',
      payload: { code: await unusedCode(lastStep, 'newhire@demo.test') },
    });
    expect(off.statusCode).toBe(403);
  });
});

describe('the log grep: no token or secret issued during a run appears in the server log', async () => {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  // The product's own logger settings, at its most talkative level.
  const { app, mailTo, lastStep } = await build(
    {},
    { logger: { ...serverLoggerOptions('trace'), stream: sink } },
  );
  const db = app.db;

  const secrets = new Map<string, string>();
  const keep = (name: string, value: string | undefined) => {
    expect(value, name).toBeTruthy();
    secrets.set(name, value!);
    return value!;
  };
  const call = async (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    options: { token?: string; payload?: object; headers?: Record<string, string> } = {},
  ) =>
    app.inject({
      method,
      url,
      payload: options.payload,
      headers: {
        ...options.headers,
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
    });

  it('signs in, with a token where it does not belong, and enrols in two-factor sign-in', async () => {
    keep('demo password', DEMO_PASSWORD);

    // A customer's access token, also sent where it does not belong: in the query string.
    const owner = keep(
      'owner access token',
      (
        await call('POST', '/api/auth/login', {
          payload: { username: 'owner@demo.test', password: DEMO_PASSWORD },
        })
      ).json().access_token,
    );
    await call('GET', '/api/auth/user', { token: owner });
    await call('GET', `/api/auth/user?access_token=${owner}`);

    // Staff: a challenge, then a code.
    const challenge = keep(
      'sign-in challenge',
      (
        await call('POST', '/api/auth/login', {
          payload: { username: 'ops@demo.test', password: DEMO_PASSWORD },
        })
      ).json().challenge_token,
    );
    const code = keep('authenticator code', await unusedCode(lastStep, 'ops@demo.test'));
    keep(
      'staff access token',
      (
        await call('POST', '/api/auth/login/second-factor', {
          payload: { challenge_token: challenge, code },
        })
      ).json().access_token,
    );

    // Enrolment: a new authenticator secret and recovery codes.
    const admin = (
      await call('POST', '/api/auth/login/second-factor', {
        payload: {
          challenge_token: (
            await call('POST', '/api/auth/login', {
              payload: { username: 'admin@demo.test', password: DEMO_PASSWORD },
            })
          ).json().challenge_token,
          code: await unusedCode(lastStep, 'admin@demo.test'),
        },
      })
    ).json().access_token as string;
    await call('PATCH', `/api/admin/users/${String(await demoUserId(db, 'newhire@demo.test'))}`, {
      token: admin,
      payload: { permissions: ['view_alerts', 'acknowledge_alerts'] },
    });
    const enrolment = keep(
      'enrolment challenge',
      (
        await call('POST', '/api/auth/login', {
          payload: { username: 'newhire@demo.test', password: DEMO_PASSWORD },
        })
      ).json().challenge_token,
    );
    const secret = keep(
      'authenticator secret',
      (
        await call('POST', '/api/auth/login/enrol', { payload: { challenge_token: enrolment } })
      ).json().secret,
    );
    const enrolled = await call('POST', '/api/auth/login/enrol/confirm', {
      payload: {
        challenge_token: enrolment,
        code: await unusedCode(lastStep, 'newhire@demo.test', secret),
      },
    });
    enrolled.json<{ recovery_codes: string[] }>().recovery_codes.forEach((c, i) => {
      keep(`recovery code ${String(i)}`, c);
    });
  });

  it('resets a password through the link', async () => {
    await call('POST', '/api/auth/password-reset', { payload: { email: 'single@demo.test' } });
    const reset = keep(
      'reset token',
      tokenIn((await mailTo('single@demo.test')).text, '/reset-password'),
    );
    await call('GET', `/reset-password?token=${reset}`);
    const newPassword = keep('new password', 'a fresh and long passphrase');
    await call('POST', '/api/auth/password-reset/confirm', {
      payload: { token: reset, password: newPassword },
      headers: { referer: `http://localhost/reset-password?token=${reset}` },
    });
  });

  it('invites someone, who opens the link and accepts', async () => {
    // The link's page, the description and the acceptance (with the link's page as the
    // referrer, as a browser sends it).
    const owner = secrets.get('owner access token')!;
    await call('POST', '/api/properties/1/users', {
      token: owner,
      payload: { email: 'neighbor@example.com', name: 'Nora Neighbor', role: 'guest' },
    });
    const invitation = keep(
      'invitation token',
      tokenIn((await mailTo('neighbor@example.com')).text, '/invitations/accept'),
    );
    const referer = `http://localhost/invitations/accept?token=${invitation}`;
    await call('GET', `/invitations/accept?token=${invitation}`);
    await call('GET', `/api/invitations/${invitation}`, { headers: { referer } });
    keep(
      'invited access token',
      (
        await call('POST', `/api/invitations/${invitation}/accept`, {
          payload: { name: 'Nora Neighbor', password: 'the neighbor password' },
          headers: { referer },
        })
      ).json().access_token,
    );
    keep('invited password', 'the neighbor password');
  });

  it('changes an email, confirms it and undoes it', async () => {
    const owner = secrets.get('owner access token')!;
    await call('PATCH', '/api/auth/user', {
      token: owner,
      payload: {
        name: 'Olivia Rivera',
        email: 'olivia.new@example.com',
        phone: null,
        timezone: 'America/Los_Angeles',
        current_password: DEMO_PASSWORD,
      },
    });
    const confirm = keep(
      'email confirmation token',
      tokenIn((await mailTo('olivia.new@example.com')).text, '/confirm-email'),
    );
    const undo = keep(
      'email undo token',
      tokenIn((await mailTo('owner@demo.test')).text, '/undo-email-change'),
    );
    await call('GET', `/confirm-email?token=${confirm}`);
    await call('POST', '/api/auth/email-change/confirm', { payload: { token: confirm } });
    await call('GET', `/undo-email-change?token=${undo}`);
    await call('POST', '/api/auth/email-change/undo', { payload: { token: undo } });
  });

  it('finds none of those secrets in the server log, the activity log or the delivery log', async () => {
    expect(secrets.size).toBeGreaterThan(15);
    // Requests were logged, with their addresses redacted.
    const log = lines.join('');
    expect(log).toContain('"url":"/reset-password?token=[redacted]"');
    expect(log).toContain('"url":"/api/invitations/[redacted]"');
    expect(log).toContain('"url":"/api/auth/user?access_token=[redacted]"');
    for (const [name, value] of secrets) expect(log.includes(value), name).toBe(false);

    // Nor are they stored where they were recorded: the activity log and the delivery log.
    const stored = JSON.stringify([
      await db.select().from(auditLog),
      await db.select().from(mailOutbox),
    ]);
    expect(stored).toContain('token=[redacted]');
    for (const [name, value] of secrets) {
      if (name === 'demo password') continue; // the seed's demo mails may name it
      expect(stored.includes(value), name).toBe(false);
    }
  });
});
