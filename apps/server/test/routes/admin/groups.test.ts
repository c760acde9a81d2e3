import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, userGroups } from '#src/db/schema/index';
import { demoUserId } from '#src/seed/seed-demo';
import { build } from '../../helper';

describe('back-office groups (/api/admin/groups)', async () => {
  const { app, injectAs } = await build();
  const as = (
    email: string,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => injectAs(email, { method, url, ...(payload ? { payload } : {}) });
  const groupCount = async () => (await app.db.select({ n: count() }).from(userGroups))[0]!.n;
  const newhire = await demoUserId(app.db, 'newhire@demo.test');

  it('lists the four sample groups with their permissions and user counts', async () => {
    const res = await as('admin@demo.test', 'GET', '/api/admin/groups');
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ total: 4, page: 1, page_size: 10 });
    expect(page.items.map((g: { name: string }) => g.name)).toEqual([
      'Customer Support',
      'Field Operations',
      'Project Managers',
      'System Administrators',
    ]);
    const support = page.items.find((g: { id: number }) => g.id === 3);
    expect(support).toMatchObject({ name: 'Customer Support', user_count: 1 });
    expect(support.permissions).toContain('view_support_tickets');
    const search = (await as('admin@demo.test', 'GET', '/api/admin/groups?search=FIELD')).json();
    expect(search.items.map((g: { id: number }) => g.id)).toEqual([2]);
  });

  it('shows a group with its members; an unknown group is 404 Group not found.', async () => {
    const detail = (await as('admin@demo.test', 'GET', '/api/admin/groups/3')).json();
    expect(detail.members).toEqual([
      {
        id: expect.any(Number),
        name: 'Sofia Chen',
        email: 'support@demo.test',
        role: 'Customer Service',
      },
    ]);
    const missing = await as('admin@demo.test', 'GET', '/api/admin/groups/999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Group not found.');
  });

  it('Create Group: name and description are required; 400 changes nothing', async () => {
    const before = await groupCount();
    const res = await as('admin@demo.test', 'POST', '/api/admin/groups', {
      name: ' ',
      description: '',
      permissions: [],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('Group name is required');
    const noDescription = await as('admin@demo.test', 'POST', '/api/admin/groups', {
      name: 'Auditors',
      description: '',
    });
    expect(noDescription.json().error.message).toContain('Group description is required');
    const badPermission = await as('admin@demo.test', 'POST', '/api/admin/groups', {
      name: 'Auditors',
      description: 'Read logs',
      permissions: ['fly'],
    });
    expect(badPermission.statusCode).toBe(400);
    expect(await groupCount()).toBe(before);
  });

  it('creates a group with members; a duplicate name is 409', async () => {
    const res = await as('admin@demo.test', 'POST', '/api/admin/groups', {
      name: 'Auditors',
      description: 'Read the activity log',
      permissions: ['view_system_logs', 'view_dashboard'],
      member_ids: [newhire],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Auditors',
      permissions: ['view_dashboard', 'view_system_logs'],
      members: [{ email: 'newhire@demo.test' }],
    });
    // The member can read the activity log on the next request.
    expect((await as('newhire@demo.test', 'GET', '/api/admin/activity')).statusCode).toBe(200);
    const dup = await as('admin@demo.test', 'POST', '/api/admin/groups', {
      name: 'auditors',
      description: 'Again',
    });
    expect(dup.statusCode).toBe(409);
    const [entry] = await app.db.select().from(auditLog).where(eq(auditLog.action, 'group.create'));
    expect(entry).toMatchObject({ url: '/api/admin/groups', method: 'POST' });
  });

  it('only staff can join a group', async () => {
    const owner = await demoUserId(app.db, 'owner@demo.test');
    const res = await as('admin@demo.test', 'POST', '/api/admin/groups', {
      name: 'Customers',
      description: 'Not allowed',
      member_ids: [owner],
    });
    expect(res.statusCode).toBe(400);
    const add = await as('admin@demo.test', 'POST', '/api/admin/groups/3/members', {
      email: 'owner@demo.test',
    });
    expect(add.statusCode).toBe(400);
  });

  it("a member gains all of the group's permissions at once, and loses them on removal", async () => {
    const before = (await as('pm@demo.test', 'GET', '/api/auth/user')).json().permissions;
    expect(before).not.toContain('acknowledge_alerts');
    const add = await as('admin@demo.test', 'POST', '/api/admin/groups/3/members', {
      email: 'PM@demo.test',
    });
    expect(add.statusCode).toBe(201);
    expect(add.json().members.map((m: { email: string }) => m.email)).toContain('pm@demo.test');
    const group = (await as('admin@demo.test', 'GET', '/api/admin/groups/3')).json();
    const after = (await as('pm@demo.test', 'GET', '/api/auth/user')).json().permissions;
    for (const p of group.permissions) expect(after).toContain(p);

    const pm = await demoUserId(app.db, 'pm@demo.test');
    const removed = await as('admin@demo.test', 'DELETE', `/api/admin/groups/3/members/${pm}`);
    expect(removed.statusCode).toBe(204);
    expect((await as('pm@demo.test', 'GET', '/api/auth/user')).json().permissions).toEqual(before);
    const again = await as('admin@demo.test', 'DELETE', `/api/admin/groups/3/members/${pm}`);
    expect(again.statusCode).toBe(404);
  });

  it('adding an unknown email is 404 No user with that email.; a blank one 400', async () => {
    const res = await as('admin@demo.test', 'POST', '/api/admin/groups/3/members', {
      email: 'nobody@demo.test',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('No user with that email.');
    const blank = await as('admin@demo.test', 'POST', '/api/admin/groups/3/members', { email: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toContain('Email is required');
  });

  it('edits a group; changing its permissions needs assign_permissions and only permissions you hold', async () => {
    const rename = await as('dev@demo.test', 'PATCH', '/api/admin/groups/2', {
      description: 'Field crews and technicians',
    });
    expect(rename.statusCode).toBe(200);
    expect(rename.json().description).toBe('Field crews and technicians');

    // dev@ holds no view_hr_data: cannot add it to a group, nor join people to a group holding it.
    const escalate = await as('dev@demo.test', 'PATCH', '/api/admin/groups/2', {
      permissions: ['view_dashboard', 'view_hr_data'],
    });
    expect(escalate.statusCode).toBe(403);
    const hr = await as('admin@demo.test', 'POST', '/api/admin/groups', {
      name: 'HR',
      description: 'People records',
      permissions: ['view_hr_data'],
    });
    expect(hr.statusCode).toBe(201);
    const join = await as('dev@demo.test', 'POST', `/api/admin/groups/${hr.json().id}/members`, {
      email: 'dev@demo.test',
    });
    expect(join.statusCode).toBe(403);
    // Nor take people out of it: leaving takes the permissions away.
    const added = await as('admin@demo.test', 'POST', `/api/admin/groups/${hr.json().id}/members`, {
      email: 'ops@demo.test',
    });
    expect(added.statusCode).toBe(201);
    const ops = await demoUserId(app.db, 'ops@demo.test');
    const kick = await as(
      'dev@demo.test',
      'DELETE',
      `/api/admin/groups/${hr.json().id}/members/${ops}`,
    );
    expect(kick.statusCode).toBe(403);
    const still = (await as('admin@demo.test', 'GET', `/api/admin/groups/${hr.json().id}`)).json();
    expect(still.members.map((m: { email: string }) => m.email)).toEqual(['ops@demo.test']);

    const dup = await as('admin@demo.test', 'PATCH', '/api/admin/groups/2', {
      name: 'Customer Support',
    });
    expect(dup.statusCode).toBe(409);
    const unknown = await as('admin@demo.test', 'PATCH', '/api/admin/groups/999', { name: 'X' });
    expect(unknown.statusCode).toBe(404);
  });

  it('support@ may not view or manage groups', async () => {
    expect((await as('support@demo.test', 'GET', '/api/admin/groups')).statusCode).toBe(403);
    expect(
      (await as('support@demo.test', 'POST', '/api/admin/groups/3/members', { email: 'x@y.zz' }))
        .statusCode,
    ).toBe(403);
  });
});
