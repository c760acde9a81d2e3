import type {
  FastifyInstance,
  FastifyRequest,
  onRequestHookHandler,
  preHandlerHookHandler,
  preValidationHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import {
  type AccountRole,
  canControl,
  canOperate,
  isPermissionId,
  needsSecondFactor,
  type PermissionId,
} from '@wildfire/shared';
import { forbidden, HttpError, notFound, unauthorized } from '#src/lib/http-errors';
import { siteIdSchema } from '#src/lib/query-schemas';
import { findLiveSession, touchSession, type UserRow } from '#src/repositories/users';
import {
  findAccountRole,
  findPropertyAccess,
  findStaffViewProperty,
  findSiteAccess,
  STAFF_VIEW_ROLE,
  type PropertyAccess,
  type SiteAccess,
} from '#src/repositories/sites';
import { effectivePermissionsOf } from '#src/repositories/staff-access';
import type { TokenSigner } from '#src/services/tokens';

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
    /** Whether the object its rule names was checked before validation (see `checkObject`). */
    objectChecked: boolean;
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

/** A route's own hooks of one kind, as a list. */
const hooksOf = <Hook>(hooks: Hook | Hook[] | undefined): Hook[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

/** Sessions are touched at most this often, so reads do not each cost a write. */
const TOUCH_INTERVAL_MS = 60_000;

const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

type LiveSession = Awaited<ReturnType<typeof findLiveSession>>;

const sessionKeyOf = (claims: { sessionId: string; userId: number }) =>
  `${claims.sessionId}:${String(claims.userId)}`;

const siteAccessKeyOf = (user: UserRow, siteId: string) => `${String(user.id)}:${siteId}`;

const dueForTouch = (live: NonNullable<LiveSession>) =>
  Date.now() - live.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS;

/** Admits the holder of a session found live, or refuses: it may have expired since it was read. */
function admit(
  request: FastifyRequest,
  live: LiveSession,
): asserts live is NonNullable<LiveSession> {
  if (!live || live.session.expiresAt.getTime() <= Date.now()) {
    throw unauthorized(SESSION_EXPIRED);
  }
  request.auth = { user: live.user, sessionId: live.session.id };
}

/**
 * The caller's access to the site: a caller who may not see it gets 404, one whose role does not
 * cover the rule 403.
 */
function admitToSite(
  request: FastifyRequest,
  rule: AccessRule,
  siteId: string,
  found: SiteAccess | null,
) {
  if (!found) throw notFound(`Site ${siteId} not found.`);
  if (
    (rule === 'site:control' && !canControl(found.role)) ||
    (rule === 'site:operate' && !canOperate(found.role))
  ) {
    throw forbidden('Your access to this property does not include control.');
  }
  request.siteAccess = found;
}

const isSiteRule = (rule: AccessRule | undefined) =>
  rule === 'site:view' || rule === 'site:operate' || rule === 'site:control';

/**
 * The `site_id` a request names: undefined when it names none, null when it is not shaped like
 * one (the route's validation answers that with 400).
 */
function siteIdOf(request: FastifyRequest): string | null | undefined {
  const siteId = (request.query as { site_id?: unknown } | undefined)?.site_id;
  if (siteId === undefined || siteId === '') return undefined;
  return typeof siteId === 'string' && siteIdSchema.safeParse(siteId).success ? siteId : null;
}

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
    app.decorateRequest('objectChecked', false);
    app.decorate('routeAccess', [] as RouteAccess[]);

    /** Who is calling, and whether their session and permissions let them call this route. */
    const authenticate = async (request: FastifyRequest, rule: AccessRule) => {
      const token = bearerToken(request);
      if (!token) throw unauthorized();
      const claims = await tokens.verify(token);
      if (!claims) throw unauthorized(SESSION_EXPIRED);
      const sessionKey = sessionKeyOf(claims);
      const live = await app.readCache.sessions.read(sessionKey, () =>
        findLiveSession(app.db, claims.sessionId, claims.userId),
      );
      admit(request, live);
      if (dueForTouch(live)) {
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
        // Staff change data (or read people's messages) only in a session opened with a second
        // factor (decisions 012 and 051); granting such a permission ends the holder's other
        // sessions, and this holds in any case.
        if (needsSecondFactor(permission) && live.session.assurance !== 'two_factor') {
          throw new HttpError(
            403,
            'two_factor_required',
            'This needs two-factor sign-in. Sign out and sign in again to set it up.',
          );
        }
      }
    };

    /** The first step of a route that is not public: who is calling, and may they call it. */
    const authenticateAs =
      (rule: AccessRule): onRequestHookHandler =>
      async (request) => {
        await authenticate(request, rule);
      };

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

    /**
     * The object behind the request's id: its site (`site_id` query), property or account. A
     * caller who may not see it gets 404, one who may see but not control it 403. Returns false
     * when the id is not (yet) usable, leaving the decision to later.
     */
    const checkObject = async (request: FastifyRequest, rule: AccessRule): Promise<boolean> => {
      const user = request.auth?.user;
      if (!user) throw unauthorized();

      if (isSiteRule(rule)) {
        const siteId = siteIdOf(request);
        // No site: the handler decides what that means for its resource.
        if (siteId === undefined) return true;
        if (siteId === null) return false;
        const found =
          (await app.readCache.siteAccess.read(siteAccessKeyOf(user, siteId), () =>
            findSiteAccess(app.db, user.id, siteId),
          )) ?? (await staffViewOf(user, siteId));
        admitToSite(request, rule, siteId, found);
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
    const checkBeforeValidation =
      (rule: AccessRule): preValidationHookHandler =>
      async (request) => {
        request.objectChecked = await checkObject(request, rule);
      };
    const checkBeforeHandler =
      (rule: AccessRule): preHandlerHookHandler =>
      async (request) => {
        if (request.objectChecked) return;
        if (!(await checkObject(request, rule))) throw notFound('Not found.');
      };

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
      // Each route carries the checks its rule asks for, first among its own hooks and with the
      // rule at hand: a public route carries none, and no request reads its route's options
      // (Fastify builds `request.routeOptions` afresh on every read; decision 033). New arrays,
      // so the HEAD route Fastify copies from a GET gets its own when it comes through here.
      if (rule === 'public') return;
      route.onRequest = [authenticateAs(rule), ...hooksOf(route.onRequest)];
      if (OBJECT_RULES.has(rule)) {
        route.preValidation = [checkBeforeValidation(rule), ...hooksOf(route.preValidation)];
        route.preHandler = [checkBeforeHandler(rule), ...hooksOf(route.preHandler)];
      }
    });
  },
  { name: 'access', dependencies: ['database', 'read-cache'] },
);
