import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PERMISSION_IDS } from '@wildfire/shared';
import { auditLog, userPermissions, users } from '#src/db/schema/index';
import { demoUserId } from '#src/seed/seed-demo';
import { build, unusedCode } from '../../helper';

interface Page<T> {
  items: T[];
  total: number;
  page: number;
  page_size: number;
}
interface ListItem {
  id: number;
  email: string;
  name: string;
  kind: string;
  status: string;
  user_type_label: string;
  groups: Array<{ id: number; name: string }>;
  last_login: string | null;
}

describe('back-office users (/api/admin/users)', async () => {
  const { app, injectAs, lastStep } = await build();
  const get = (email: string, url: string) => injectAs(email, { method: 'GET', url });
  const patch = (email: string, url: string, payload: unknown) =>
    injectAs(email, { method: 'PATCH', url, payload: payload as object });
  const ids = {
    support: await demoUserId(app.db, 'support@demo.test'),
    owner: await demoUserId(app.db, 'owner@demo.test'),
    admin: await demoUserId(app.db, 'admin@demo.test'),
    newhire: await demoUserId(app.db, 'newhire@demo.test'),
    dev: await demoUserId(app.db, 'dev@demo.test'),
    accounts: await demoUserId(app.db, 'accounts@demo.test'),
  };

  it('lists users sorted by name, 10 a page', async () => {
    const first = (await get('admin@demo.test', '/api/admin/users')).json<Page<ListItem>>();
    expect(first).toMatchObject({ page: 1, page_size: 10, total: 12 });
    expect(first.items).toHaveLength(10);
    const names = first.items.map((u) => u.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const second = (await get('admin@demo.test', '/api/admin/users?page=2')).json<Page<ListItem>>();
    expect(second.items).toHaveLength(2);
    const support = [...first.items, ...second.items].find((u) => u.email === 'support@demo.test')!;
    expect(support).toMatchObject({
      kind: 'staff',
      status: 'Active',
      user_type_label: 'Customer Service',
      groups: [{ id: 3, name: 'Customer Support' }],
    });
  });

  it('search is case-insensitive on name and email; kind narrows the list', async () => {
    const byName = (await get('admin@demo.test', '/api/admin/users?search=SOFIA')).json<
      Page<ListItem>
    >();
    expect(byName.items.map((u) => u.email)).toEqual(['support@demo.test']);
    const byEmail = (await get('admin@demo.test', '/api/admin/users?search=Ops%40Demo')).json<
      Page<ListItem>
    >();
    expect(byEmail.items.map((u) => u.email)).toEqual(['ops@demo.test']);
    const partners = (await get('admin@demo.test', '/api/admin/users?kind=partner')).json<
      Page<ListItem>
    >();
    expect(partners.items.map((u) => u.email)).toEqual(['crew@demo.test']);
    const none = (await get('admin@demo.test', '/api/admin/users?search=%25')).json<
      Page<ListItem>
    >();
    expect(none.total).toBe(0);
  });

  it('rejects a bad page or kind with 400', async () => {
    expect((await get('admin@demo.test', '/api/admin/users?page=0')).statusCode).toBe(400);
    expect((await get('admin@demo.test', '/api/admin/users?kind=robot')).statusCode).toBe(400);
    expect((await get('admin@demo.test', '/api/admin/users/abc')).statusCode).toBe(400);
  });

  it('a staff user without view_users gets 403 (support@ cannot list people)', async () => {
    const res = await get('support@demo.test', '/api/admin/users');
    expect(res.statusCode).toBe(403);
    expect((await get('support@demo.test', `/api/admin/users/${ids.owner}`)).statusCode).toBe(403);
  });

  it('shows any user, with effective and direct permissions, groups and panel access', async () => {
    const res = await get('admin@demo.test', `/api/admin/users/${ids.accounts}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail.user).toMatchObject({
      email: 'accounts@demo.test',
      department: 'Sales',
      user_type_label: 'Account Manager/Executive',
      status: 'Active',
    });
    expect(detail.direct_permissions).toContain('view_payments');
    expect(detail.permissions).toEqual(detail.direct_permissions);
    expect(detail).toMatchObject({ groups: [], projects: [], support_tickets: [] });

    const owner = (await get('admin@demo.test', `/api/admin/users/${ids.owner}`)).json();
    expect(owner.permissions).toEqual([]);
    expect(owner.panel_access.length).toBeGreaterThan(0);
    expect(owner.panel_access[0]).toMatchObject({
      site_id: expect.stringMatching(/^WD-/),
      property_name: expect.any(String),
    });

    const admin = (await get('admin@demo.test', `/api/admin/users/${ids.admin}`)).json();
    expect(admin.permissions).toEqual([...PERMISSION_IDS]);
  });

  it('an unknown user is 404 User not found.', async () => {
    for (const url of [
      '/api/admin/users/999999',
      '/api/admin/users/999999/properties',
      '/api/admin/users/999999/login-history',
    ]) {
      const res = await get('admin@demo.test', url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.message).toBe('User not found.');
    }
  });

  it('recent logins come from real sign-ins, newest first', async () => {
    const first = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'user-agent': 'LoginHistoryTest/1.0' },
      remoteAddress: '203.0.113.7',
      payload: { username: 'dev@demo.test', password: 'wildfire-demo' },
    });
    // dev@ signs in with two-factor (decision 012): the second step opens the session.
    await app.inject({
      method: 'POST',
      url: '/api/auth/login/second-factor',
      headers: { 'user-agent': 'LoginHistoryTest/1.0' },
      remoteAddress: '203.0.113.7',
      payload: {
        challenge_token: first.json().challenge_token,
        code: await unusedCode(lastStep, 'dev@demo.test'),
      },
    });
    const detail = (await get('admin@demo.test', `/api/admin/users/${ids.dev}`)).json();
    expect(detail.recent_logins[0]).toMatchObject({
      ip: '203.0.113.7',
      user_agent: 'LoginHistoryTest/1.0',
      location: null,
    });
    expect(detail.user.last_login).toBe(detail.recent_logins[0].at);
    const history = (
      await get('admin@demo.test', `/api/admin/users/${ids.dev}/login-history`)
    ).json();
    expect(history).toMatchObject({ total: 1, page: 1, page_size: 10 });
    const never = (
      await get('admin@demo.test', `/api/admin/users/${ids.newhire}/login-history`)
    ).json();
    expect(never).toMatchObject({ items: [], total: 0 });
  });

  it('sub-pages: properties, alerts, projects, support and activity', async () => {
    const props = (await get('admin@demo.test', `/api/admin/users/${ids.owner}/properties`)).json();
    expect(props.total).toBeGreaterThan(0);
    expect(props.items[0]).toMatchObject({ role: expect.any(String), online: expect.any(Boolean) });
    const alerts = (await get('admin@demo.test', `/api/admin/users/${ids.owner}/alerts`)).json();
    expect(alerts.total).toBeGreaterThan(0);
    expect(alerts.items[0]).toMatchObject({ type: expect.any(String), read: expect.any(Boolean) });
    const projects = (
      await get('admin@demo.test', `/api/admin/users/${ids.owner}/projects`)
    ).json();
    expect(projects.total).toBeGreaterThan(0);
    expect(projects.items[0]).toMatchObject({ id: expect.stringMatching(/^PRJ-/), role: 'Owner' });
    const tickets = (await get('admin@demo.test', `/api/admin/users/${ids.owner}/support`)).json();
    expect(tickets.total).toBeGreaterThan(0);
    expect(tickets.items[0]).toMatchObject({ id: expect.stringMatching(/^TICK-\d{3}$/) });
    const activity = (
      await get('admin@demo.test', `/api/admin/users/${ids.admin}/activity`)
    ).json();
    expect(activity.items[0]).toMatchObject({ user_id: ids.admin, action: 'auth.login' });
    const noneYet = (
      await get('admin@demo.test', `/api/admin/users/${ids.newhire}/properties`)
    ).json();
    expect(noneYet).toMatchObject({ items: [], total: 0 });
  });

  it('Edit User saves details and is audited with who, what, where', async () => {
    const res = await patch('admin@demo.test', `/api/admin/users/${ids.newhire}`, {
      name: 'Noah Bennett Jr',
      department: 'Operations',
      phone: '(800) 555-0199',
      user_type: 'staff_operations',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      name: 'Noah Bennett Jr',
      department: 'Operations',
      user_type_label: 'Operations',
    });
    const [entry] = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'user.update'))
      .orderBy(auditLog.id);
    expect(entry).toMatchObject({
      userId: ids.admin,
      targetId: String(ids.newhire),
      method: 'PATCH',
      url: `/api/admin/users/${ids.newhire}`,
    });
    expect(entry!.ip).toBeTruthy();
  });

  it('a bad body is 400 and changes nothing', async () => {
    const before = await app.db.select().from(users).where(eq(users.id, ids.newhire));
    for (const body of [
      { name: '' },
      { status: 'Gone' },
      { permissions: ['fly'] },
      { user_type: 'wizard' },
      { phone: 'call me' },
    ]) {
      const res = await patch('admin@demo.test', `/api/admin/users/${ids.newhire}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    // A staff member cannot become a customer type.
    const kind = await patch('admin@demo.test', `/api/admin/users/${ids.newhire}`, {
      user_type: 'customer_homeowner',
    });
    expect(kind.statusCode).toBe(400);
    expect(await app.db.select().from(users).where(eq(users.id, ids.newhire))).toEqual(before);
  });

  it('changing permissions needs assign_permissions, and only permissions you hold', async () => {
    // ops@ (Field Operations) holds neither edit_users nor assign_permissions.
    const ops = await patch('ops@demo.test', `/api/admin/users/${ids.newhire}`, {
      permissions: ['view_dashboard'],
    });
    expect(ops.statusCode).toBe(403);

    // dev@ (System Administrators) may edit and assign, but holds no view_payments.
    const notHeld = await patch('dev@demo.test', `/api/admin/users/${ids.newhire}`, {
      permissions: ['view_dashboard', 'view_payments'],
    });
    expect(notHeld.statusCode).toBe(403);
    expect(notHeld.json().error.message).toBe(
      'You cannot grant permissions you do not hold: view_payments.',
    );
    const [granted] = await app.db
      .select({ n: count() })
      .from(userPermissions)
      .where(eq(userPermissions.userId, ids.newhire));
    expect(granted!.n).toBe(0);

    const ok = await patch('dev@demo.test', `/api/admin/users/${ids.newhire}`, {
      permissions: ['view_dashboard', 'view_users'],
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().direct_permissions).toEqual(['view_dashboard', 'view_users']);
    // The change takes effect on the next request.
    expect((await get('newhire@demo.test', '/api/admin/users')).statusCode).toBe(200);
    const me = (await get('newhire@demo.test', '/api/auth/user')).json();
    expect(me.permissions).toEqual(['view_dashboard', 'view_users']);

    // A user with only edit_users (no assign_permissions) can still edit details.
    const revoke = await patch('dev@demo.test', `/api/admin/users/${ids.newhire}`, {
      permissions: [],
    });
    expect(revoke.statusCode).toBe(200);
    expect((await get('newhire@demo.test', '/api/admin/users')).statusCode).toBe(403);
  });

  it('only a superadmin edits a superadmin', async () => {
    const res = await patch('dev@demo.test', `/api/admin/users/${ids.admin}`, { name: 'Mallory' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Only a Superadmin can change a Superadmin.');
    const promote = await patch('dev@demo.test', `/api/admin/users/${ids.newhire}`, {
      user_type: 'staff_superadmin',
    });
    expect(promote.statusCode).toBe(403);
    const self = await patch('dev@demo.test', `/api/admin/users/${ids.dev}`, {
      user_type: 'staff_operations',
    });
    expect(self.statusCode).toBe(400);
    const [admin] = await app.db.select().from(users).where(eq(users.id, ids.admin));
    expect(admin!.name).toBe('Alex Morgan');
  });

  it('an Inactive user can no longer sign in or use their session', async () => {
    const token = await injectAs('accounts@demo.test', { method: 'GET', url: '/api/auth/user' });
    expect(token.statusCode).toBe(200);
    const res = await patch('admin@demo.test', `/api/admin/users/${ids.accounts}`, {
      status: 'Inactive',
    });
    expect(res.json().user.status).toBe('Inactive');
    expect((await get('accounts@demo.test', '/api/auth/user')).statusCode).toBe(401);
    const self = await patch('admin@demo.test', `/api/admin/users/${ids.admin}`, {
      status: 'Inactive',
    });
    expect(self.statusCode).toBe(400);
  });
});
