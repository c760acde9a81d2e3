import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SiteAccess } from '#src/repositories/sites';
import type { findLiveSession } from '#src/repositories/users';
import { ReadCache } from '#src/services/read-cache';

/** How long a read is reused by default: another instance's change shows within this. */
export const READ_CACHE_MS = 1_000;

export interface ReadCaches {
  /** `sessionId:userId` → the live session and its user (undefined: none). */
  sessions: ReadCache<Awaited<ReturnType<typeof findLiveSession>>>;
  /** `userId:siteId` → what the user may do at the site (null: not theirs). */
  siteAccess: ReadCache<SiteAccess | null>;
  /**
   * `siteId` → its control-center answer (its latest tags) as JSON text, written once and sent
   * as it is; ingest forgets a site when it stores new values for it.
   */
  latestTags: ReadCache<string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    readCache: ReadCaches;
  }
}

/** Requests that change nothing (RFC 9110 safe methods). */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The reads every request repeats, kept for `ttlMs` (0 turns it off). Any request that may have
 * changed data forgets them all before its answer leaves, so the caller's next request, here,
 * sees the change: a logout, a revoked session, a disabled user, a removed member.
 */
export default fp<{ ttlMs?: number }>(
  async function readCache(app: FastifyInstance, { ttlMs = READ_CACHE_MS }) {
    const caches: ReadCaches = {
      sessions: new ReadCache(ttlMs),
      siteAccess: new ReadCache(ttlMs),
      latestTags: new ReadCache(ttlMs),
    };
    app.decorate('readCache', caches);
    app.addHook('onSend', (request, _reply, payload, done) => {
      if (!SAFE_METHODS.has(request.method)) {
        for (const cache of Object.values(caches)) cache.clear();
      }
      done(null, payload);
    });
  },
  { name: 'read-cache' },
);
