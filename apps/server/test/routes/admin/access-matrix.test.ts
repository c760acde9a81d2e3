import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { describe, expect, it } from 'vitest';
import { isPermissionId, type PermissionId } from '@wildfire/shared';
import readCachePlugin from '#src/plugins/app/read-cache';
import accessPlugin, { permissionOfRule } from '#src/plugins/app/access';
import { build } from '../../helper';

/**
 * Authorization over the server's own route table: every /api/admin route declares a
 * permission, and answers 401 without a session, 403 to customers, partners and staff
 * without the permission, and lets staff with it through.
 */
describe('back-office authorization matrix', async () => {
  const { app, injectAs } = await build();
  const adminRoutes = app.routeAccess.filter(
    (r) => r.url.startsWith('/api/admin') && r.method !== 'HEAD',
  );
  // Unknown ids: a route that lets the caller through answers 404 or 400, never changing data.
  const urlOf = (url: string) => url.replace(':siteId', 'WD-9999').replace(/:\w+/g, '999999');
  const call = (email: string | null, route: { method: string; url: string }) =>
    injectAs(email, { method: route.method as 'GET', url: urlOf(route.url) });

  it('every /api/admin route declares a permission from the catalogue', () => {
    expect(adminRoutes.length).toBeGreaterThanOrEqual(17);
    for (const route of adminRoutes) {
      expect(permissionOfRule(route.access), `${route.method} ${route.url}`).not.toBeNull();
    }
    const rules = new Map(adminRoutes.map((r) => [`${r.method} ${r.url}`, r.access]));
    expect(rules.get('GET /api/admin/mail-log')).toBe('permission:view_system_logs');
    expect(rules.get('GET /api/admin/sms-log')).toBe('permission:view_system_logs');
    expect(rules.get('POST /api/admin/simulator/:siteId')).toBe('permission:manage_panels');
    expect(rules.get('GET /api/admin/users')).toBe('permission:view_users');
    expect(rules.get('GET /api/admin/activity')).toBe('permission:view_system_logs');
    expect(rules.get('POST /api/admin/invitations')).toBe('permission:create_users');
  });

  it('the server refuses to start with an /api/admin route that declares no permission', async () => {
    const bare = Fastify({ logger: false });
    await bare.register(fp(async () => {}, { name: 'database' }));
    await bare.register(readCachePlugin);
    await bare.register(accessPlugin, {
      tokens: { sign: async () => '', verify: async () => null } as never,
    });
    const start = async () => {
      await bare.register(async (scope) => {
        scope.get('/api/admin/anything', { config: { access: 'signed-in' } }, async () => ({}));
      });
      await bare.ready();
    };
    await expect(start()).rejects.toThrow(/GET \/api\/admin\/anything declares no permission/);
  });

  it('no session gets 401 on every admin route', async () => {
    for (const route of adminRoutes) {
      expect((await call(null, route)).statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('customers and partner users get 403 on every admin route', async () => {
    for (const email of ['owner@demo.test', 'crew@demo.test']) {
      for (const route of adminRoutes) {
        const res = await call(email, route);
        expect(res.statusCode, `${email} ${route.method} ${route.url}`).toBe(403);
        expect(res.json().error.message).toBe('This is for staff only.');
      }
    }
  });

  it('staff without the permission get 403 on every admin route', async () => {
    // newhire@ is staff with no group and no direct grant.
    for (const route of adminRoutes) {
      const res = await call('newhire@demo.test', route);
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json().error.message).toBe('You do not have permission to do this.');
    }
  });

  it('a superadmin passes the check on every admin route', async () => {
    for (const route of adminRoutes) {
      const res = await call('admin@demo.test', route);
      expect([401, 403], `${route.method} ${route.url}: ${res.body}`).not.toContain(res.statusCode);
    }
  });

  it('support@demo.test holds only what the Customer Support group grants and gets 403 from every other admin route', async () => {
    const me = await injectAs('support@demo.test', { method: 'GET', url: '/api/auth/user' });
    const held = me.json<{ permissions: PermissionId[] }>().permissions;
    const group = await injectAs('admin@demo.test', { method: 'GET', url: '/api/admin/groups/3' });
    expect(group.json()).toMatchObject({ name: 'Customer Support' });
    expect(held).toEqual(group.json().permissions);
    expect(held).not.toContain('view_hr_data');
    expect(held).not.toContain('view_payments');
    expect(held).not.toContain('view_users');

    for (const route of adminRoutes) {
      const needed = permissionOfRule(route.access)!;
      expect(isPermissionId(needed)).toBe(true);
      const res = await call('support@demo.test', route);
      if (held.includes(needed)) {
        expect(res.statusCode, `${route.method} ${route.url}`).not.toBe(403);
      } else {
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      }
    }
  });
});
