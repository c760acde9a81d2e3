import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '#src/db/schema/index';
import { build } from '../helper';

const tokenFrom = (text: string) => /token=([\w-]+)/.exec(text)![1]!;

describe('Manage Users for a property', async () => {
  const { app, injectAs, mails } = await build();
  const users = (email: string, propertyId = 1) =>
    injectAs(email, { method: 'GET', url: `/api/properties/${propertyId}/users` });
  const invite = (email: string, payload: object, propertyId = 1) =>
    injectAs(email, { method: 'POST', url: `/api/properties/${propertyId}/users`, payload });
  /** The newest mail to `to` as it was sent: the delivery log keeps its link's token redacted. */
  const lastMail = (to: string) => mails.findLast((m) => m.to === to);

  it("lists the property's users with type and status", async () => {
    const res = await users('owner@demo.test');
    expect(res.statusCode).toBe(200);
    expect(res.json().can_manage).toBe(true);
    expect(res.json().users).toEqual([
      expect.objectContaining({
        email: 'owner@demo.test',
        role_label: 'Owner',
        status: 'Active',
        removable: false,
      }),
      expect.objectContaining({
        email: 'guest@demo.test',
        role_label: 'Guest',
        status: 'Active',
        removable: true,
      }),
    ]);
  });

  it('an invitation creates a pending user (default Guest) and emails an accept link', async () => {
    const res = await invite('owner@demo.test', {
      email: 'Neighbor@Example.com',
      name: 'Nora Neighbor',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      email: 'neighbor@example.com',
      role: 'guest',
      status: 'Pending',
      invitation_email: 'logged',
    });
    const mail = lastMail('neighbor@example.com');
    expect(mail).toMatchObject({ subject: 'Olivia Rivera invited you to Malibu Canyon Residence' });
    expect(mail!.text).toMatch(/\/invitations\/accept\?token=[\w-]{20,}/);
    // The delivery log keeps the mail without its link's token (decision 052).
    const [logged] = await app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'neighbor@example.com'))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(logged).toMatchObject({ status: 'logged', subject: mail!.subject });
    expect(logged!.text).toContain('/invitations/accept?token=[redacted]');
    expect(logged!.text).not.toContain(tokenFrom(mail!.text));
  });

  it('both email and full name are required', async () => {
    expect((await invite('owner@demo.test', { email: '', name: 'X' })).statusCode).toBe(400);
    expect(
      (await invite('owner@demo.test', { email: 'x@example.com', name: ' ' })).statusCode,
    ).toBe(400);
    expect(
      (await invite('owner@demo.test', { email: 'x@example.com', name: 'X', role: 'owner' }))
        .statusCode,
    ).toBe(400);
  });

  it('inviting someone who already has access is a 409', async () => {
    expect(
      (await invite('owner@demo.test', { email: 'guest@demo.test', name: 'Grace Kim' })).statusCode,
    ).toBe(409);
  });

  it('a Guest cannot invite or remove', async () => {
    expect(
      (await invite('guest@demo.test', { email: 'pal@example.com', name: 'Pal' })).statusCode,
    ).toBe(403);
    expect((await users('guest@demo.test')).json().can_manage).toBe(false);
  });

  it("another customer's property answers 404", async () => {
    expect((await users('single@demo.test')).statusCode).toBe(404);
    expect(
      (await invite('single@demo.test', { email: 'pal@example.com', name: 'Pal' })).statusCode,
    ).toBe(404);
  });

  it('Resend issues a fresh link for a pending user only', async () => {
    const pending = (await users('owner@demo.test'))
      .json()
      .users.find((u: { status: string }) => u.status === 'Pending');
    const first = tokenFrom(lastMail(pending.email)!.text);
    const res = await injectAs('owner@demo.test', {
      method: 'POST',
      url: `/api/properties/1/users/${pending.id}/resend`,
    });
    expect(res.statusCode).toBe(200);
    // No SMTP_URL here: the mail is kept in the delivery log, and the answer says so.
    expect(res.json()).toEqual({ invitation_email: 'logged' });
    const second = tokenFrom(lastMail(pending.email)!.text);
    expect(second).not.toBe(first);
    // The old link no longer works.
    expect((await app.inject({ method: 'GET', url: `/api/invitations/${first}` })).statusCode).toBe(
      404,
    );
    const active = (await users('owner@demo.test'))
      .json()
      .users.find((u: { email: string }) => u.email === 'guest@demo.test');
    expect(
      (
        await injectAs('owner@demo.test', {
          method: 'POST',
          url: `/api/properties/1/users/${active.id}/resend`,
        })
      ).statusCode,
    ).toBe(409);
  });

  it('accepting sets a password of at least 12 characters and signs the person in', async () => {
    const token = tokenFrom(lastMail('neighbor@example.com')!.text);
    const info = await app.inject({ method: 'GET', url: `/api/invitations/${token}` });
    expect(info.json()).toEqual({
      invited_by: 'Olivia Rivera',
      email: 'neighbor@example.com',
      name: 'Nora Neighbor',
      invited_to: 'Malibu Canyon Residence',
      role_label: 'Guest',
      needs_password: true,
    });
    const short = await app.inject({
      method: 'POST',
      url: `/api/invitations/${token}/accept`,
      payload: { password: 'short' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toMatch(/at least 12 characters/);
    const res = await app.inject({
      method: 'POST',
      url: `/api/invitations/${token}/accept`,
      payload: { password: 'a long enough passphrase' },
    });
    expect(res.statusCode).toBe(200);
    const sites = await app.inject({
      method: 'GET',
      url: '/api/site',
      headers: { authorization: `Bearer ${res.json().access_token}` },
    });
    expect(sites.json()._embedded.sites).toEqual([{ site_id: 'WD-1001', property_id: 1 }]);
    // The link works once.
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/invitations/${token}/accept`,
          payload: { password: 'a long enough passphrase' },
        })
      ).statusCode,
    ).toBe(404);
    const listed = (await users('owner@demo.test'))
      .json()
      .users.find((u: { email: string }) => u.email === 'neighbor@example.com');
    expect(listed.status).toBe('Active');
  });

  it('Remove takes a user off the property; owners cannot be removed', async () => {
    const list = (await users('owner@demo.test')).json().users;
    const owner = list.find((u: { role: string }) => u.role === 'owner');
    const neighbor = list.find((u: { email: string }) => u.email === 'neighbor@example.com');
    expect(
      (
        await injectAs('owner@demo.test', {
          method: 'DELETE',
          url: `/api/properties/1/users/${owner.id}`,
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await injectAs('owner@demo.test', {
          method: 'DELETE',
          url: `/api/properties/1/users/${neighbor.id}`,
        })
      ).statusCode,
    ).toBe(204);
    expect(
      (await users('owner@demo.test')).json().users.map((u: { email: string }) => u.email),
    ).not.toContain('neighbor@example.com');
  });
});

describe('Manage Users for the account', async () => {
  const { app, injectAs } = await build();

  it('lists account users with their property access and each property with its users', async () => {
    const { accounts } = (
      await injectAs('owner@demo.test', { method: 'GET', url: '/api/accounts' })
    ).json();
    expect(accounts).toEqual([
      { id: 1, name: 'Rivera Family', role: 'account_owner', role_label: 'Account Owner' },
    ]);
    const res = await injectAs('owner@demo.test', { method: 'GET', url: '/api/accounts/1/users' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.users).toEqual([
      expect.objectContaining({
        email: 'owner@demo.test',
        role_label: 'Account Owner',
        property_access: 4,
        removable: false,
      }),
    ]);
    expect(body.properties).toHaveLength(4);
    expect(body.can_manage_account_users).toBe(true);
  });

  it('invites a Property Manager by default, who can then be removed', async () => {
    const res = await injectAs('owner@demo.test', {
      method: 'POST',
      url: '/api/accounts/1/users',
      payload: { email: 'pm@example.com', name: 'Pat Manager' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      role: 'property_manager',
      role_label: 'Property Manager',
      status: 'Pending',
    });
    const mails = await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'pm@example.com'));
    expect(mails).toHaveLength(1);
    expect(
      (
        await injectAs('owner@demo.test', {
          method: 'DELETE',
          url: `/api/accounts/1/users/${res.json().id}`,
        })
      ).statusCode,
    ).toBe(204);
  });

  it('the Account Owner cannot be removed', async () => {
    expect(
      (await injectAs('owner@demo.test', { method: 'DELETE', url: '/api/accounts/1/users/1' }))
        .statusCode,
    ).toBe(409);
  });

  it("other people cannot see or change someone else's account", async () => {
    expect(
      (await injectAs('single@demo.test', { method: 'GET', url: '/api/accounts/1/users' }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await injectAs('guest@demo.test', {
          method: 'POST',
          url: '/api/accounts/1/users',
          payload: { email: 'a@b.co', name: 'A' },
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('mail delivery log', async () => {
  const { injectAs } = await build();

  it('staff read outgoing mail (the invitation links); customers get 403', async () => {
    await injectAs('owner@demo.test', {
      method: 'POST',
      url: '/api/properties/2/users',
      payload: { email: 'log@example.com', name: 'Log' },
    });
    const res = await injectAs('admin@demo.test', {
      method: 'GET',
      url: '/api/admin/mail-log?to=log@example.com',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().mails[0]).toMatchObject({ to: 'log@example.com', status: 'logged' });
    expect(res.json().mails[0].text).toMatch(/invitations\/accept\?token=/);
    expect(
      (await injectAs('owner@demo.test', { method: 'GET', url: '/api/admin/mail-log' })).statusCode,
    ).toBe(403);
    expect((await injectAs(null, { method: 'GET', url: '/api/admin/mail-log' })).statusCode).toBe(
      401,
    );
  });
});
