import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userTotp } from '#src/db/schema/index';
import { demoUserId } from '#src/seed/seed-demo';
import { DEMO_TOTP_SECRET } from '#src/seed/demo-staff';
import { createTokenSigner } from '#src/services/tokens';
import {
  decryptSecret,
  deriveTwoFactorKeys,
  encryptSecret,
  signChallenge,
} from '#src/services/two-factor';
import { totp } from '#src/services/totp';
import { build, testConfig } from '../helper';

const PASSWORD = 'wildfire-demo';
const encode = (secret: string) => new TextEncoder().encode(secret);

// The worker's seeded database was made under the tests' usual TOKEN_SECRET: the demo staff's
// authenticators are stored under it, as a live server's are when its secret is rotated.
const OLD_SECRET = testConfig().tokenSecret!;
const NEW_SECRET = 'a-new-token-secret-that-replaces-the-old-one-0123';

describe('rotating TOKEN_SECRET with TOKEN_SECRET_PREVIOUS (operations.md, rotating secrets)', async () => {
  const { app } = await build({ TOKEN_SECRET: NEW_SECRET, TOKEN_SECRET_PREVIOUS: OLD_SECRET });
  const oldSigner = createTokenSigner(encode(OLD_SECRET));
  const oldKeys = deriveTwoFactorKeys(encode(OLD_SECRET));
  const newKeys = deriveTwoFactorKeys(encode(NEW_SECRET));

  const userWith = (token: string) =>
    app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${token}` },
    });
  const secondFactor = (challenge_token: string, code: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login/second-factor',
      payload: { challenge_token, code },
    });

  it('a token signed under the previous secret works until it expires; new tokens are signed under the new one', async () => {
    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'owner@demo.test', password: PASSWORD },
    });
    const token = signedIn.json<{ access_token: string }>().access_token;
    const claims = (await app.tokens.verify(token))!;
    // New tokens are the new secret's: the old secret alone does not verify them.
    expect(await oldSigner.verify(token)).toBeNull();

    // A token the servers signed before the switch, for the same live session.
    const beforeSwitch = await oldSigner.sign(claims, new Date(Date.now() + 60_000));
    expect((await userWith(beforeSwitch)).statusCode).toBe(200);
    // One under neither secret is refused, as ever.
    const forged = await createTokenSigner(encode('x'.repeat(48))).sign(
      claims,
      new Date(Date.now() + 60_000),
    );
    expect((await userWith(forged)).statusCode).toBe(401);
    // And an old one that has expired.
    const expired = await oldSigner.sign(claims, new Date(Date.now() - 1_000));
    expect((await userWith(expired)).statusCode).toBe(401);
  });

  it('at start, every authenticator stored under the previous secret is stored under the new one', async () => {
    const pm = await demoUserId(app.db, 'pm@demo.test');
    const [row] = await app.db.select().from(userTotp).where(eq(userTotp.userId, pm));
    expect(decryptSecret(newKeys.encryptionKey, row!.secretEncrypted)).toBe(DEMO_TOTP_SECRET);
    expect(() => decryptSecret(oldKeys.encryptionKey, row!.secretEncrypted)).toThrow();
  });

  it('one an instance still on the old secret stored meanwhile signs in, and is stored under the new one', async () => {
    const pm = await demoUserId(app.db, 'pm@demo.test');
    await app.db
      .update(userTotp)
      .set({ secretEncrypted: encryptSecret(oldKeys.encryptionKey, DEMO_TOTP_SECRET) })
      .where(eq(userTotp.userId, pm));
    const first = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'pm@demo.test', password: PASSWORD },
    });
    const challenge = first.json<{ challenge_token: string }>().challenge_token;
    const signedIn = await secondFactor(challenge, totp(DEMO_TOTP_SECRET, new Date()));
    expect(signedIn.statusCode).toBe(200);

    const [row] = await app.db.select().from(userTotp).where(eq(userTotp.userId, pm));
    expect(decryptSecret(newKeys.encryptionKey, row!.secretEncrypted)).toBe(DEMO_TOTP_SECRET);
  });

  it('a sign-in started before the switch finishes: its challenge under the previous secret is taken', async () => {
    const ops = await demoUserId(app.db, 'support@demo.test');
    const challenge = await signChallenge(oldKeys, ops, 'second_factor');
    const signedIn = await secondFactor(challenge, totp(DEMO_TOTP_SECRET, new Date()));
    expect(signedIn.statusCode).toBe(200);
  });
});

describe('without TOKEN_SECRET_PREVIOUS, a changed TOKEN_SECRET honours nothing of the old one', async () => {
  const { app } = await build({ TOKEN_SECRET: NEW_SECRET });

  it('a token signed under the old secret is refused', async () => {
    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'owner@demo.test', password: PASSWORD },
    });
    const claims = (await app.tokens.verify(
      signedIn.json<{ access_token: string }>().access_token,
    ))!;
    const old = await createTokenSigner(encode(OLD_SECRET)).sign(
      claims,
      new Date(Date.now() + 60_000),
    );
    const answer = await app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${old}` },
    });
    expect(answer.statusCode).toBe(401);
  });
});
