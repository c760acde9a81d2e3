import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  type AccountRole,
  canControl,
  canOperate,
  changesData,
  isPermissionId,
  type PermissionId,
} from '@wildfire/shared';
import { forbidden, HttpError, notFound, unauthorized } from '../../lib/http-errors';
import { siteIdSchema } from '../../lib/query-schemas';
import { findLiveSession, touchSession, type UserRow } from '../../repositories/users';
import {
  findAccountRole,
  findPropertyAccess,
  findStaffViewProperty,
  findSiteAccess,
  STAFF_VIEW_ROLE,
  type PropertyAccess,
  type SiteAccess,
} from '../../repositories/sites';
import { effectivePermissionsOf } from '../../repositories/staff-access';
import type { TokenSigner } from '../../services/tokens';
import { hasTwoFactor } from '../../services/two-factor';

/**
 * Who may call a route. Every /api route declares one in `config.access`; the server refuses
 * to start when one is missing, so no route is open by accident.
 * - `public`: anyone;
 * - `signed-in`: any live session;
 * - `site:view` / `site:operate` / `site:control`: a live session whose holder may see the
 *   site named by the `site_id` query (another customer's site answers 404), start and stop it
 *   (Owner, Property Manager, Property User), or also change its settings (Owner, Property
 *   Manager); a write beyond the caller's role answers 403;
 * - `property:view` / `property:control`: the same for the `propertyId` path parameter
 *   (control also covers managing the property's users);
 * - `account:member` / `account:owner`: an active member (or the Account Owner) of the
 *   `accountId` path parameter's account;
 * - `permission:<id>`: a staff member whose effective permissions (docs/permissions.md) hold
 *   the catalogue permission `<id>`; customers and partners get 403, as does staff without it.
 *   Every /api/admin route declares one; the server refuses to start otherwise.
 */
export type AccessRule =
  | 'public'
  | 'signed-in'
  | 'site:view'
  | 'site:operate'
  | 'site:control'
  | 'property:view'
  | 'property:control'
  | 'account:member'
  | 'account:owner'
  | `permission:${PermissionId}`;

const PERMISSION_PREFIX = 'permission:';

/** The permission a rule asks for, or null when it is not a permission rule. */
export function permissionOfRule(rule: string | undefined): PermissionId | null {
  if (!rule?.startsWith(PERMISSION_PREFIX)) return null;
  const id = rule.slice(PERMISSION_PREFIX.length);
  return isPermissionId(id) ? id : null;
}

export interface AuthContext {
  user: UserRow;
  sessionId: string;
}

/** A positive whole-number id from the raw path parameters, or null when it is not one. */
function idParam(params: unknown, name: string): number | null {
  const raw = (params as Record<string, unknown> | undefined)?.[name];
  const id =
    typeof raw === 'number'
      ? raw
      : typeof raw === 'string' && /^\d{1,10}$/.test(raw)
        ? Number(raw)
        : NaN;
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/** One route of the /api table with the rule it declared (what the route-table tests walk). */
export interface RouteAccess {
  method: string;
  url: string;
  access: AccessRule | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route registered so far, with its access rule. */
    routeAccess: RouteAccess[];
  }
  interface FastifyContextConfig {
    access?: AccessRule;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    /** The site named by `site_id`, once the caller's access to it was checked. */
    siteAccess: SiteAccess | null;
    /** The property named by `propertyId`, once the caller's access to it was checked. */
    propertyAccess: PropertyAccess | null;
    /** The caller's role on the `accountId` account, once checked. */
    accountRole: AccountRole | null;
    /** The caller's effective staff permissions, loaded once for `permission:` routes. */
    permissions: PermissionId[] | null;
  }
}

/** The rules that name an object the caller must be allowed to see (`checkObject`). */
const OBJECT_RULES = new Set<AccessRule | undefined>([
  'site:view',
  'site:operate',
  'site:control',
  'property:view',
  'property:control',
  'account:member',
  'account:owner',
]);

/** Sessions are touched at most this often, so reads do not each cost a write. */
const TOUCH_INTERVAL_MS = 60_000;

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

export default fp<{ tokens: TokenSigner }>(
  async function access(app: FastifyInstance, { tokens }) {
    app.decorateRequest('auth', null);
    app.decorateRequest('siteAccess', null);
    app.decorateRequest('propertyAccess', null);
    app.decorateRequest('accountRole', null);
    app.decorateRequest('permissions', null);
    app.decorate('routeAccess', [] as RouteAccess[]);

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api')) return;
      // The OpenAPI pages are public documentation.
      if (route.url.startsWith('/api/docs')) {
        route.config = { ...route.config, access: 'public' };
        return;
      }
      const rule = route.config?.access;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        app.routeAccess.push({ method: String(method), url: route.url, access: rule });
      }
      if (!rule) {
        throw new Error(`Route ${String(route.method)} ${route.url} declares no access rule`);
      }
      if (rule.startsWith(PERMISSION_PREFIX) && !permissionOfRule(rule)) {
        throw new Error(`Route ${String(route.method)} ${route.url} names an unknown permission`);
      }
      if (route.url.startsWith('/api/admin') && !permissionOfRule(rule)) {
        throw new Error(`Route ${String(route.method)} ${route.url} declares no permission`);
      }
    });

    /** Who is calling, and whether their session and permissions let them call this route. */
    const authenticate = async (request: FastifyRequest, rule: AccessRule) => {
      const token = bearerToken(request);
      if (!token) throw unauthorized();
      const claims = await tokens.verify(token);
      if (!claims) throw unauthorized('Your session has expired. Please sign in again.');
      const sessionKey = `${claims.sessionId}:${String(claims.userId)}`;
      const live = await app.readCache.sessions.read(sessionKey, () =>
        findLiveSession(app.db, claims.sessionId, claims.userId),
      );
      // A remembered session is checked against the clock again: it may have expired since.
      if (!live || live.session.expiresAt.getTime() <= Date.now()) {
        throw unauthorized('Your session has expired. Please sign in again.');
      }
      request.auth = { user: live.user, sessionId: live.session.id };
      if (Date.now() - live.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        await touchSession(app.db, live.session.id);
        app.readCache.sessions.forget(sessionKey);
      }

      // Permissions do not depend on the request's input, so they are checked before it is
      // validated: a caller without the permission learns nothing about the route's body.
      const permission = permissionOfRule(rule);
      if (permission) {
        if (live.user.kind !== 'staff') throw forbidden('This is for staff only.');
        request.permissions = await effectivePermissionsOf(app.db, live.user);
        if (!request.permissions.includes(permission)) {
          throw forbidden('You do not have permission to do this.');
        }
        // Staff change data only with a second factor (decision 012): one granted such a
        // permission mid-session is asked to enrol at the next sign-in.
        if (changesData(permission) && !(await hasTwoFactor(app.db, live.user.id))) {
          throw new HttpError(
            403,
            'two_factor_required',
            'This needs two-factor sign-in. Sign out and sign in again to set it up.',
          );
        }
      }
    };

    // Callback hooks with a synchronous way through for what needs no check (public routes,
    // the web app's files): an async hook costs every request a promise and a turn of the
    // microtask queue, which showed in bench:api (docs/performance.md).
    app.addHook('onRequest', (request, _reply, done) => {
      const rule = request.routeOptions.config.access;
      if (!rule || rule === 'public') {
        done();
        return;
      }
      authenticate(request, rule).then(() => done(), done);
    });

    /**
     * Staff holding view_properties may open any customer's dashboard from the back-office,
     * read-only: they get a Guest's access to the site, never control.
     */
    const staffViewOf = async (user: UserRow, siteId: string): Promise<SiteAccess | null> => {
      const property = await findStaffViewProperty(app.db, user, siteId);
      return property?.siteId
        ? { siteId: property.siteId, propertyId: property.id, role: STAFF_VIEW_ROLE }
        : null;
    };

    /** Whether the rule names an object (site, property, account) and a session was found. */
    const namesAnObject = (request: FastifyRequest) =>
      request.auth !== null && OBJECT_RULES.has(request.routeOptions.config.access);

    /**
     * The object behind the request's id: its site (`site_id` query), property or account. A
     * caller who may not see it gets 404, one who may see but not control it 403. Returns false
     * when the id is not (yet) usable, leaving the decision to later.
     */
    const checkObject = async (request: FastifyRequest): Promise<boolean> => {
      const rule = request.routeOptions.config.access;
      const user = request.auth?.user;
      if (!rule || !user) return true;

      if (rule === 'site:view' || rule === 'site:operate' || rule === 'site:control') {
        const siteId = (request.query as { site_id?: unknown } | undefined)?.site_id;
        // No site: the handler decides what that means for its resource.
        if (siteId === undefined || siteId === '') return true;
        if (!siteIdSchema.safeParse(siteId).success) return false;
        if (typeof siteId !== 'string') return false;
        const found =
          (await app.readCache.siteAccess.read(`${String(user.id)}:${siteId}`, () =>
            findSiteAccess(app.db, user.id, siteId),
          )) ?? (await staffViewOf(user, siteId));
        if (!found) throw notFound(`Site ${siteId} not found.`);
        if (
          (rule === 'site:control' && !canControl(found.role)) ||
          (rule === 'site:operate' && !canOperate(found.role))
        ) {
          throw forbidden('Your access to this property does not include control.');
        }
        request.siteAccess = found;
      } else if (rule === 'property:view' || rule === 'property:control') {
        const propertyId = idParam(request.params, 'propertyId');
        if (propertyId === null) return false;
        const found = await findPropertyAccess(app.db, user.id, propertyId);
        if (!found) throw notFound('Property not found.');
        if (rule === 'property:control' && !canControl(found.role)) {
          throw forbidden('Only the property owner or manager can do this.');
        }
        request.propertyAccess = found;
      } else if (rule === 'account:member' || rule === 'account:owner') {
        const accountId = idParam(request.params, 'accountId');
        if (accountId === null) return false;
        const role = await findAccountRole(app.db, user.id, accountId);
        if (!role) throw notFound('Account not found.');
        if (rule === 'account:owner' && role !== 'account_owner') {
          throw forbidden('Only the Account Owner can do this.');
        }
        request.accountRole = role;
      }
      return true;
    };

    /**
     * Before the body is validated, so a caller who may not see the object learns nothing about
     * the request (not even that its body is wrong). An id not even shaped like one is left to the
     * route's validation (400); once validated, the check runs before the handler in any case.
     */
    const checked = new WeakSet<FastifyRequest>();
    app.addHook('preValidation', (request, _reply, done) => {
      if (!namesAnObject(request)) {
        done();
        return;
      }
      checkObject(request).then((usable) => {
        if (usable) checked.add(request);
        done();
      }, done);
    });
    app.addHook('preHandler', (request, _reply, done) => {
      if (!namesAnObject(request) || checked.has(request)) {
        done();
        return;
      }
      checkObject(request).then(
        (usable) => done(usable ? undefined : notFound('Not found.')),
        done,
      );
    });
  },
  { name: 'access', dependencies: ['database', 'read-cache'] },
);
