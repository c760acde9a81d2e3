import { count, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, users } from '#src/db/schema/index';
import { demoUserId } from '#src/seed/seed-demo';
import { build } from '../../helper';

describe('Invite User (/api/admin/invitations) and the activity log', async () => {
  const { app, injectAs, mailTo } = await build();
  const invite = (email: string, payload: object) =>
    injectAs(email, {
      method: 'POST',
      url: '/api/admin/invitations',
      headers: { referer: 'http://localhost/admin/users/invite', 'user-agent': 'InviteTest/2.0' },
      payload,
    });
  const userCount = async () => (await app.db.select({ n: count() }).from(users))[0]!.n;
  const valid = {
    email: 'New.Hire@Demo.test',
    first_name: 'Nina',
    last_name: 'Lopez',
    user_type: 'staff_developer',
    send_invite: true,
    custom_message: 'Welcome to the team!',
  };

  it('every validation message of the invite form; a bad body changes nothing', async () => {
    const before = await userCount();
    const cases: Array<[object, string]> = [
      [{ ...valid, email: '' }, 'Email is required'],
      [{ ...valid, email: 'not-an-email' }, 'Invalid email format'],
      [{ ...valid, first_name: ' ' }, 'First name is required'],
      [{ ...valid, last_name: '' }, 'Last name is required'],
      [{ ...valid, user_type: '' }, 'Please select a user type'],
      [{ ...valid, user_type: 'staff_superadmin' }, 'Please select a user type'],
      [{ ...valid, custom_message: 'x'.repeat(1001) }, 'at most 1000 characters'],
    ];
    for (const [payload, message] of cases) {
      const res = await invite('admin@demo.test', payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().error.message).toContain(message);
    }
    expect(await userCount()).toBe(before);
  });

  it('staff without create_users get 403 (support@)', async () => {
    expect((await invite('support@demo.test', valid)).statusCode).toBe(403);
  });

  it('invites a user who accepts with a 12-character password and is signed in', async () => {
    const res = await invite('admin@demo.test', valid);
    expect(res.statusCode).toBe(201);
    const { user_id: userId, email } = res.json();
    expect(email).toBe('new.hire@demo.test');

    const list = await injectAs('admin@demo.test', {
      method: 'GET',
      url: '/api/admin/users?search=new.hire',
    });
    expect(list.json().items[0]).toMatchObject({
      id: userId,
      name: 'Nina Lopez',
      status: 'Invited',
      kind: 'staff',
      user_type_label: 'Developer',
    });

    // Without SMTP_URL the mail goes to the local mailbox and is kept in the delivery log
    // without its link's token (decision 052).
    const [logged] = await app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'new.hire@demo.test'))
      .orderBy(desc(mailOutbox.id));
    expect(logged!.status).toBe('logged');
    expect(logged!.text).toContain('token=[redacted]');
    const mail = await mailTo('new.hire@demo.test');
    expect(mail.subject).toBe('Alex Morgan invited you to the Wildfire Defense team');
    expect(mail.text).toContain('as Developer');
    expect(mail.text).toContain('Welcome to the team!');
    const token = /token=([\w-]+)/.exec(mail.text)![1]!;
    expect(logged!.text).not.toContain(token);

    const described = await app.inject({ method: 'GET', url: `/api/invitations/${token}` });
    expect(described.json()).toMatchObject({
      invited_by: 'Alex Morgan',
      invited_to: 'the Wildfire Defense team',
      role_label: 'Developer',
      needs_password: true,
    });

    const short = await app.inject({
      method: 'POST',
      url: `/api/invitations/${token}/accept`,
      payload: { password: 'elevenchars' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toContain('at least 12 characters');

    const accepted = await app.inject({
      method: 'POST',
      url: `/api/invitations/${token}/accept`,
      payload: { password: 'twelve-chars' },
    });
    expect(accepted.statusCode).toBe(200);
    const me = await app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${accepted.json().access_token}` },
    });
    expect(me.json()).toMatchObject({
      email: 'new.hire@demo.test',
      kind: 'staff',
      user_type: 'staff_developer',
      permissions: [],
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'new.hire@demo.test', password: 'twelve-chars' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('an email that already has an account is 409', async () => {
    const res = await invite('admin@demo.test', { ...valid, email: 'support@demo.test' });
    expect(res.statusCode).toBe(409);
  });

  it('send_invite off creates the invited user without an email', async () => {
    const res = await invite('admin@demo.test', {
      ...valid,
      email: 'quiet@demo.test',
      user_type: 'customer_homeowner',
      send_invite: false,
    });
    expect(res.statusCode).toBe(201);
    const mails = await app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'quiet@demo.test'));
    expect(mails).toHaveLength(0);
    const [row] = await app.db.select().from(users).where(eq(users.email, 'quiet@demo.test'));
    expect(row).toMatchObject({ kind: 'customer', status: 'invited' });
  });

  it('the activity log records who did what, where, newest first, 10 a page', async () => {
    const admin = await demoUserId(app.db, 'admin@demo.test');
    const ops = await demoUserId(app.db, 'ops@demo.test');
    // More changes than fit on one page: each edit is one entry.
    for (const department of [
      'Engineering',
      'Product',
      'Sales',
      'Marketing',
      'Operations',
      'Finance',
    ]) {
      const edit = await injectAs('admin@demo.test', {
        method: 'PATCH',
        url: `/api/admin/users/${ops}`,
        payload: { department },
      });
      expect(edit.statusCode).toBe(200);
    }
    const first = await injectAs('admin@demo.test', { method: 'GET', url: '/api/admin/activity' });
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1).toMatchObject({ page: 1, page_size: 10 });
    expect(page1.items).toHaveLength(10);
    expect(page1.total).toBeGreaterThan(10);
    const times = page1.items.map((e: { at: string }) => e.at);
    expect(times).toEqual([...times].sort().reverse());

    const all: Array<Record<string, unknown>> = [];
    for (let page = 1; page <= Math.ceil(page1.total / 10); page++) {
      const res = await injectAs('admin@demo.test', {
        method: 'GET',
        url: `/api/admin/activity?page=${page}`,
      });
      all.push(...res.json().items);
    }
    expect(all).toHaveLength(page1.total);
    const invited = all.find((e) => e.action === 'user.invite');
    expect(invited).toMatchObject({
      user_id: admin,
      url: '/api/admin/invitations',
      referrer: 'http://localhost/admin/users/invite',
      user_agent: 'InviteTest/2.0',
      ip: expect.any(String),
    });
    expect(all.some((e) => e.action === 'invitation.accept')).toBe(true);
    expect(all.some((e) => e.action === 'auth.login')).toBe(true);
    expect(all.filter((e) => e.action === 'user.update')).toHaveLength(6);
    expect(all.find((e) => e.action === 'user.update')).toMatchObject({
      user_id: admin,
      url: `/api/admin/users/${ops}`,
      referrer: null,
    });

    const mine = await injectAs('admin@demo.test', {
      method: 'GET',
      url: `/api/admin/activity?user_id=${admin}`,
    });
    for (const e of mine.json().items) expect(e.user_id).toBe(admin);
    const beyond = await injectAs('admin@demo.test', {
      method: 'GET',
      url: '/api/admin/activity?page=999',
    });
    expect(beyond.json().items).toEqual([]);
  });

  it('the activity log needs view_system_logs (support@ gets 403)', async () => {
    const res = await injectAs('support@demo.test', { method: 'GET', url: '/api/admin/activity' });
    expect(res.statusCode).toBe(403);
  });
});
