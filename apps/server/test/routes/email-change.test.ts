import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailChanges, users } from '#src/db/schema/index';
import { DEMO_PASSWORD } from '#src/seed/demo-data';
import { demoUserId } from '#src/seed/seed-demo';
import { build } from '../helper';

/**
 * Email change (issue 32 item 6, decision 054): the current password, a notice to the old address
 * with a way to undo it within 7 days, and the new address confirmed before it signs in.
 */
describe('changing the email one signs in with', async () => {
  const { app, login, mails, mailTo } = await build();
  const db = app.db;

  const profile = {
    name: 'Emma Thompson',
    phone: null,
    timezone: 'America/Los_Angeles',
  };
  const patch = (token: string, payload: object) =>
    app.inject({
      method: 'PATCH',
      url: '/api/auth/user',
      payload,
      headers: { authorization: `Bearer ${token}` },
    });
  const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload });
  const signIn = (username: string, password = DEMO_PASSWORD) =>
    post('/api/auth/login', { username, password });
  const tokenIn = (text: string, path: string) =>
    new RegExp(`${path.replace(/[?/]/g, '\\$&')}\\?token=([\\w-]+)`).exec(text)?.[1];
  const emailOf = async (id: number) =>
    (await db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]!.email;

  it('needs the current password: the token alone changes nothing', async () => {
    const token = await login('empty@demo.test');
    const id = await demoUserId(db, 'empty@demo.test');
    const before = mails.length;

    const without = await patch(token, { ...profile, email: 'taken.over@example.com' });
    expect(without.statusCode).toBe(400);
    expect(without.json().error).toMatchObject({
      message: 'Enter your current password to change your email',
      fields: { current_password: 'Enter your current password to change your email' },
    });
    const wrong = await patch(token, {
      ...profile,
      email: 'taken.over@example.com',
      current_password: 'not my password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({
      code: 'invalid_credentials',
      message: 'That password is not right',
      fields: { current_password: 'That password is not right' },
    });

    expect(await emailOf(id)).toBe('empty@demo.test');
    expect(mails.slice(before)).toEqual([]);
    expect((await db.select().from(emailChanges).where(eq(emailChanges.userId, id))).length).toBe(
      0,
    );
  });

  it('the new address signs in only once confirmed; the old one is told at once, with an undo link', async () => {
    const token = await login('empty@demo.test');
    const id = await demoUserId(db, 'empty@demo.test');
    const before = mails.length;
    const res = await patch(token, {
      ...profile,
      email: 'Emma.New@Example.com',
      current_password: DEMO_PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      email: 'empty@demo.test',
      pending_email: 'emma.new@example.com',
    });

    // The notice to the old address, and the confirmation to the new one.
    const notice = await mailTo('empty@demo.test', before);
    expect(notice.subject).toBe('Your Wildfire Defense Portal email is being changed');
    expect(notice.text).toContain('emma.new@example.com');
    expect(notice.text).toContain('works for 7 days');
    const confirmation = await mailTo('emma.new@example.com', before);
    expect(confirmation.subject).toBe('Confirm your new Wildfire Defense Portal email');

    // Not confirmed yet: the old address still signs in, the new one does not.
    expect((await signIn('emma.new@example.com')).statusCode).toBe(401);
    expect((await signIn('empty@demo.test')).statusCode).toBe(200);
    const pending = await app.inject({
      method: 'GET',
      url: '/api/auth/email-change',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(pending.json().pending).toMatchObject({ new_email: 'emma.new@example.com' });

    const confirmToken = tokenIn(confirmation.text, '/confirm-email')!;
    const confirmed = await post('/api/auth/email-change/confirm', { token: confirmToken });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().email).toBe('emma.new@example.com');
    expect(await emailOf(id)).toBe('emma.new@example.com');
    expect((await signIn('emma.new@example.com')).statusCode).toBe(200);
    expect((await signIn('empty@demo.test')).statusCode).toBe(401);
    // The link works once.
    expect((await post('/api/auth/email-change/confirm', { token: confirmToken })).statusCode).toBe(
      400,
    );

    // The old address undoes it (within 7 days): back to it, and every session ends.
    const undoToken = tokenIn(notice.text, '/undo-email-change')!;
    const undone = await post('/api/auth/email-change/undo', { token: undoToken });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().email).toBe('empty@demo.test');
    expect(await emailOf(id)).toBe('empty@demo.test');
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/auth/user',
          headers: { authorization: `Bearer ${token}` },
        })
      ).statusCode,
    ).toBe(401);
    expect((await signIn('empty@demo.test')).statusCode).toBe(200);
    expect((await signIn('emma.new@example.com')).statusCode).toBe(401);
    expect((await post('/api/auth/email-change/undo', { token: undoToken })).statusCode).toBe(400);
  });

  it('the undo link works for 7 days, no longer', async () => {
    const token = await login('single@demo.test');
    const before = mails.length;
    await patch(token, {
      ...profile,
      name: 'Single Owner',
      email: 'single.new@example.com',
      current_password: DEMO_PASSWORD,
    });
    const undoToken = tokenIn(
      (await mailTo('single@demo.test', before)).text,
      '/undo-email-change',
    )!;
    const id = await demoUserId(db, 'single@demo.test');
    await db
      .update(emailChanges)
      .set({ undoExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailChanges.userId, id));
    const late = await post('/api/auth/email-change/undo', { token: undoToken });
    expect(late.statusCode).toBe(400);
    expect(late.json().error.code).toBe('invalid_token');
  });

  it('an address another account uses is refused, and so is one it took before confirmation', async () => {
    const token = await login('guest@demo.test');
    // Without the right password the answer does not tell whether the address is taken.
    const guessed = await patch(token, {
      ...profile,
      email: 'owner@demo.test',
      current_password: 'not my password',
    });
    expect(guessed.statusCode).toBe(400);
    const taken = await patch(token, {
      ...profile,
      email: 'owner@demo.test',
      current_password: DEMO_PASSWORD,
    });
    expect(taken.statusCode).toBe(409);

    const before = mails.length;
    await patch(token, {
      ...profile,
      email: 'contested@example.com',
      current_password: DEMO_PASSWORD,
    });
    const confirmToken = tokenIn(
      (await mailTo('contested@example.com', before)).text,
      '/confirm-email',
    )!;
    // Meanwhile another account comes to use that address.
    await db
      .update(users)
      .set({ email: 'contested@example.com' })
      .where(eq(users.id, await demoUserId(db, 'crew@demo.test')));
    const res = await post('/api/auth/email-change/confirm', { token: confirmToken });
    expect(res.statusCode).toBe(409);
    expect(await emailOf(await demoUserId(db, 'guest@demo.test'))).toBe('guest@demo.test');
  });

  it('a pending change can be withdrawn, which makes its link useless', async () => {
    const token = await login('owner@demo.test');
    const before = mails.length;
    await patch(token, {
      ...profile,
      name: 'Olivia Rivera',
      email: 'olivia.elsewhere@example.com',
      current_password: DEMO_PASSWORD,
    });
    const confirmToken = tokenIn(
      (await mailTo('olivia.elsewhere@example.com', before)).text,
      '/confirm-email',
    )!;
    const withdrawn = await app.inject({
      method: 'DELETE',
      url: '/api/auth/email-change',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(withdrawn.statusCode).toBe(204);
    expect((await post('/api/auth/email-change/confirm', { token: confirmToken })).statusCode).toBe(
      400,
    );
  });
});
