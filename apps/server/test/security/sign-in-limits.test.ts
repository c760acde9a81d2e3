import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '#src/seed/demo-data';
import { DEMO_TOTP_SECRET } from '#src/seed/demo-staff';
import { LOGIN_THROTTLE } from '#src/services/login-throttle';
import { totp, totpStep, TOTP_STEP_SECONDS } from '#src/services/totp';
import { build, unusedCode } from '../helper';

/**
 * Sign-in limits under parallel requests (issue 32 item 2, decision 051): the count and the
 * decision are one step, so at most the allowed number of attempts is ever evaluated, on the
 * embedded database and, with TEST_DATABASE_URL (as `.ci/run` sets), on PostgreSQL.
 */
describe(`sign-in limits hold under any concurrency (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'embedded database'})`, async () => {
  const { app, mails, lastStep } = await build();
  const PARALLEL = 100;

  const post = (url: string, payload: object, remoteAddress = '10.1.0.1') =>
    app.inject({ method: 'POST', url, payload, remoteAddress });
  const tally = (answers: Array<{ statusCode: number }>) => {
    const counts: Record<number, number> = {};
    for (const { statusCode } of answers) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
    return counts;
  };
  /** A code of the demo secret that is valid at no step the server accepts now. */
  const wrongCode = () => {
    const step = totpStep(new Date());
    const valid = [-1, 0, 1].map((d) =>
      totp(DEMO_TOTP_SECRET, new Date((step + d) * TOTP_STEP_SECONDS * 1000)),
    );
    return ['000000', '111111', '222222'].find((c) => !valid.includes(c))!;
  };

  it('100 parallel sign-ins with a wrong password: at most 10 are evaluated for the account', async () => {
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        post('/api/auth/login', { username: 'empty@demo.test', password: 'not the password' }),
      ),
    );
    const counts = tally(answers);
    // Evaluated attempts answer 401; every other one is refused before the password is checked.
    expect(counts[401]).toBe(LOGIN_THROTTLE.maxFailuresPerAccount);
    expect(counts[429]).toBe(PARALLEL - LOGIN_THROTTLE.maxFailuresPerAccount);
  });

  it('a burst of 60 with the right password last: no more than 10 are evaluated, so the guess is refused', async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        post(
          '/api/auth/login',
          {
            username: 'single@demo.test',
            password: i === 59 ? DEMO_PASSWORD : `wrong guess ${String(i)}`,
          },
          // Each from an address of its own: only the account's limit applies.
          `10.2.0.${String(i + 1)}`,
        ),
      ),
    );
    const counts = tally(answers);
    expect((counts[401] ?? 0) + (counts[200] ?? 0)).toBe(LOGIN_THROTTLE.maxFailuresPerAccount);
    expect(counts[429]).toBe(60 - LOGIN_THROTTLE.maxFailuresPerAccount);
    // The right password was sent last: whether it got in depends on the order the attempts
    // were counted, never on more than 10 being checked.
    if (answers[59]!.statusCode === 200) expect(counts[401]).toBeLessThan(10);
  });

  it('100 parallel sign-ins from one address for different accounts: at most 50 are evaluated', async () => {
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        post(
          '/api/auth/login',
          { username: `nobody-${String(i)}@demo.test`, password: 'not the password' },
          '10.3.0.1',
        ),
      ),
    );
    const counts = tally(answers);
    expect(counts[401]).toBe(LOGIN_THROTTLE.maxFailuresPerAddress);
    expect(counts[429]).toBe(PARALLEL - LOGIN_THROTTLE.maxFailuresPerAddress);
  });

  it('100 parallel wrong authenticator codes: at most 10 are checked', async () => {
    const password = await post('/api/auth/login', {
      username: 'ops@demo.test',
      password: DEMO_PASSWORD,
    });
    expect(password.statusCode).toBe(200);
    const { challenge_token } = password.json<{ challenge_token: string }>();
    const code = wrongCode();
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        post('/api/auth/login/second-factor', { challenge_token, code }, `10.4.0.${String(i + 1)}`),
      ),
    );
    const counts = tally(answers);
    expect(counts[401]).toBe(LOGIN_THROTTLE.maxFailuresPerAccount);
    expect(counts[429]).toBe(PARALLEL - LOGIN_THROTTLE.maxFailuresPerAccount);
  });

  it('100 parallel password reset requests for one email: at most 10 are accepted, so at most 10 mails', async () => {
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        post('/api/auth/password-reset', { email: 'guest@demo.test' }, `10.5.0.${String(i + 1)}`),
      ),
    );
    const counts = tally(answers);
    expect(counts[202]).toBe(LOGIN_THROTTLE.maxFailuresPerAccount);
    expect(counts[429]).toBe(PARALLEL - LOGIN_THROTTLE.maxFailuresPerAccount);
    // Every accepted request sends its mail after the answer; wait for the tenth.
    const resetMails = () => mails.filter((m) => m.to === 'guest@demo.test');
    await expect.poll(() => resetMails().length).toBe(10);
    await new Promise((r) => setTimeout(r, 200));
    expect(resetMails()).toHaveLength(10);
  });

  it('a challenge token is single-use: it opens one session, even when two requests race', async () => {
    // Each account's codes work once per step, and three steps are accepted at a time: one
    // account for each half, so neither waits for the next step.
    const start = async (username: string) => {
      const res = await post('/api/auth/login', { username, password: DEMO_PASSWORD });
      return res.json<{ challenge_token: string }>().challenge_token;
    };

    const challenge = await start('dev@demo.test');
    const first = await post('/api/auth/login/second-factor', {
      challenge_token: challenge,
      code: await unusedCode(lastStep, 'dev@demo.test'),
    });
    expect(first.statusCode).toBe(200);
    const again = await post('/api/auth/login/second-factor', {
      challenge_token: challenge,
      code: await unusedCode(lastStep, 'dev@demo.test'),
    });
    expect(again.statusCode).toBe(401);
    expect(again.json().error.code).toBe('invalid_challenge');

    // Two valid codes (different steps) with one challenge at once: one session, not two.
    const raced = await start('pm@demo.test');
    const codes = [
      await unusedCode(lastStep, 'pm@demo.test'),
      await unusedCode(lastStep, 'pm@demo.test'),
    ];
    const answers = await Promise.all(
      codes.map((code) => post('/api/auth/login/second-factor', { challenge_token: raced, code })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401]);
  });
});
