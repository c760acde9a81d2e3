import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type AccountRole, canControl } from '@wildfire/shared';
import { forbidden, notFound, unauthorized } from '../../lib/http-errors';
import { findLiveSession, touchSession, type UserRow } from '../../repositories/users';
import {
  findAccountRole,
  findPropertyAccess,
  findSiteAccess,
  type PropertyAccess,
  type SiteAccess,
} from '../../repositories/sites';
import type { TokenSigner } from '../../services/tokens';

/**
 * Who may call a route. Every /api route declares one in `config.access`; the server refuses
 * to start when one is missing, so no route is open by accident.
 * - `public`: anyone;
 * - `signed-in`: any live session;
 * - `site:view` / `site:control`: a live session whose holder may see (or control) the site
 *   named by the `site_id` query (another customer's site answers 404, a Guest's write 403);
 * - `property:view` / `property:control`: the same for the `propertyId` path parameter
 *   (control also covers managing the property's users);
 * - `account:member` / `account:owner`: an active member (or the Account Owner) of the
 *   `accountId` path parameter's account;
 * - `staff`: a staff member (the back-office access issue narrows these to permissions).
 */
export type AccessRule =
  | 'public'
  | 'signed-in'
  | 'site:view'
  | 'site:control'
  | 'property:view'
  | 'property:control'
  | 'account:member'
  | 'account:owner'
  | 'staff';

export interface AuthContext {
  user: UserRow;
  sessionId: string;
}

declare module 'fastify' {
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
  }
}

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

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api')) return;
      // The OpenAPI pages are public documentation.
      if (route.url.startsWith('/api/docs')) {
        route.config = { ...route.config, access: 'public' };
        return;
      }
      if (!route.config?.access) {
        throw new Error(`Route ${String(route.method)} ${route.url} declares no access rule`);
      }
    });

    app.addHook('onRequest', async (request) => {
      const rule = request.routeOptions.config.access;
      if (!rule || rule === 'public') return;
      const token = bearerToken(request);
      if (!token) throw unauthorized();
      const claims = await tokens.verify(token);
      if (!claims) throw unauthorized('Your session has expired. Please sign in again.');
      const live = await findLiveSession(app.db, claims.sessionId, claims.userId);
      if (!live) throw unauthorized('Your session has expired. Please sign in again.');
      request.auth = { user: live.user, sessionId: live.session.id };
      if (Date.now() - live.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        await touchSession(app.db, live.session.id);
      }
    });

    // After validation, so ids have been checked for shape first.
    app.addHook('preHandler', async (request) => {
      const rule = request.routeOptions.config.access;
      const userId = request.auth?.user.id;
      if (!rule || userId === undefined) return;

      if (rule === 'staff') {
        if (request.auth!.user.kind !== 'staff') throw forbidden('This is for staff only.');
      } else if (rule === 'site:view' || rule === 'site:control') {
        const siteId = (request.query as { site_id?: string } | undefined)?.site_id;
        if (!siteId) return; // the handler decides what "no site" means for its resource
        const found = await findSiteAccess(app.db, userId, siteId);
        if (!found) throw notFound(`Site ${siteId} not found.`);
        if (rule === 'site:control' && !canControl(found.role)) {
          throw forbidden('Your access to this property does not include control.');
        }
        request.siteAccess = found;
      } else if (rule === 'property:view' || rule === 'property:control') {
        const propertyId = Number((request.params as { propertyId?: unknown }).propertyId);
        const found = await findPropertyAccess(app.db, userId, propertyId);
        if (!found) throw notFound('Property not found.');
        if (rule === 'property:control' && !canControl(found.role)) {
          throw forbidden('Only the property owner or manager can do this.');
        }
        request.propertyAccess = found;
      } else if (rule === 'account:member' || rule === 'account:owner') {
        const accountId = Number((request.params as { accountId?: unknown }).accountId);
        const role = await findAccountRole(app.db, userId, accountId);
        if (!role) throw notFound('Account not found.');
        if (rule === 'account:owner' && role !== 'account_owner') {
          throw forbidden('Only the Account Owner can do this.');
        }
        request.accountRole = role;
      }
    });
  },
  { name: 'access', dependencies: ['database'] },
);
