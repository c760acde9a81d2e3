import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '#src/lib/errors-schema';
import { siteIdSchema } from '#src/lib/query-schemas';
import { holdersRefused, type StreamHolder } from '#src/services/live-access';
import type { LiveEvent } from '#src/services/live-hub';

/** A comment line this often keeps proxies from closing a quiet stream. */
const KEEPALIVE_MS = 15_000;

/**
 * How often every open stream's holder is checked again (decision 053): a stream whose session
 * ended or whose access to its site went is closed within this (plus one query's time), on this
 * instance and on any other, as the check reads the database itself rather than the read cache.
 */
export const LIVE_RECHECK_MS = 500;

/** An open stream: who holds it, and how to end it. */
interface OpenStream extends StreamHolder {
  end: () => void;
}

/**
 * Live updates for one site as Server-Sent Events. The browser reads it with fetch (so the
 * token travels in the Authorization header, never in the URL) and reconnects by itself.
 */
export default async function liveRoutes(app: FastifyInstance) {
  const open = new Set<OpenStream>();

  // Every open stream is tied to its session and its access: checked again every half second,
  // one sweep for all of them, and closed once its holder may no longer watch the site.
  let recheck: NodeJS.Timeout | null = null;
  let checkFailing = false;
  const sweep = async () => {
    try {
      const refused = await holdersRefused(app.db, [...open]);
      for (const stream of refused) stream.end();
      checkFailing = false;
    } catch (err) {
      // The database is unreachable: streams already allowed stay open (they are the only live
      // view in an outage), and new ones are refused by the request's own check.
      if (!checkFailing) app.log.warn({ err }, 'live streams could not be checked again');
      checkFailing = true;
    }
    recheck = open.size > 0 ? setTimeout(() => void sweep(), LIVE_RECHECK_MS) : null;
  };
  const watch = () => {
    if (!recheck) recheck = setTimeout(() => void sweep(), LIVE_RECHECK_MS);
  };

  // Open streams end before the server closes, or closing would wait for them forever.
  app.addHook('preClose', async () => {
    if (recheck) clearTimeout(recheck);
    recheck = null;
    for (const stream of open) stream.end();
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/live',
    {
      config: { access: 'site:view' },
      schema: {
        tags: ['telemetry'],
        summary: 'Live tag, status, command and alert events for a site (text/event-stream)',
        description:
          'The stream closes once its session ends or its holder loses access to the site ' +
          '(checked every half second).',
        security: [{ bearer: [] }],
        querystring: z.object({ site_id: siteIdSchema }),
        response: errorResponses(400, 401, 404),
      },
    },
    async (request, reply) => {
      const { siteId } = request.siteAccess!;
      const { sessionId, user } = request.auth!;
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        // What the reply holds already: the security headers (plugins/external/security-headers.ts).
        ...(reply.getHeaders() as OutgoingHttpHeaders),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      const send = (event: LiveEvent | { type: 'hello'; site_id: string; server_time: number }) => {
        res.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
      };
      res.write('retry: 2000\n\n');
      send({ type: 'hello', site_id: siteId, server_time: Date.now() });
      const unsubscribe = app.live.subscribe(siteId, send);
      const keepalive = setInterval(() => res.write(': keepalive\n\n'), KEEPALIVE_MS);
      // Once: ending the stream here closes the connection, which reports its close again.
      let closed = false;
      const close = () => {
        if (closed) return;
        closed = true;
        clearInterval(keepalive);
        unsubscribe();
        open.delete(stream);
      };
      const stream: OpenStream = {
        sessionId,
        userId: user.id,
        siteId,
        end: () => {
          close();
          res.end();
        },
      };
      open.add(stream);
      watch();
      request.raw.on('close', close);
    },
  );
}
