import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../lib/errors-schema';
import { siteIdSchema } from '../../../lib/query-schemas';
import type { LiveEvent } from '../../../services/live-hub';

/** A comment line this often keeps proxies from closing a quiet stream. */
const KEEPALIVE_MS = 15_000;

/**
 * Live updates for one site as Server-Sent Events. The browser reads it with fetch (so the
 * token travels in the Authorization header, never in the URL) and reconnects by itself.
 */
export default async function liveRoutes(app: FastifyInstance) {
  // Open streams end before the server closes, or closing would wait for them forever.
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/live',
    {
      config: { access: 'site:view' },
      schema: {
        tags: ['telemetry'],
        summary: 'Live tag, status, command and alert events for a site (text/event-stream)',
        security: [{ bearer: [] }],
        querystring: z.object({ site_id: siteIdSchema }),
        response: errorResponses(400, 401, 404),
      },
    },
    async (request, reply) => {
      const { siteId } = request.siteAccess!;
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
      const close = () => {
        clearInterval(keepalive);
        unsubscribe();
        open.delete(end);
      };
      const end = () => {
        close();
        res.end();
      };
      open.add(end);
      request.raw.on('close', close);
    },
  );
}
