import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { panelLog } from '#src/db/schema/index';
import { errorResponses } from '#src/lib/errors-schema';
import { siteIdSchema } from '#src/lib/query-schemas';

/** Recent panel log entries (Diagnostics). */
export default async function panelLogRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/panel-logs',
    {
      config: { access: 'site:view' },
      schema: {
        tags: ['telemetry'],
        summary: "The site's most recent panel log entries, newest first",
        security: [{ bearer: [] }],
        querystring: z.object({
          site_id: siteIdSchema,
          limit: z.coerce.number().int().min(1).max(200).default(20),
        }),
        response: {
          200: z.object({
            logs: z.array(
              z.object({ timestamp: z.string(), level: z.string(), message: z.string() }),
            ),
          }),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request) => {
      const rows = await app.db
        .select()
        .from(panelLog)
        .where(eq(panelLog.siteId, request.siteAccess!.siteId))
        .orderBy(desc(panelLog.at), desc(panelLog.id))
        .limit(request.query.limit);
      return {
        logs: rows.map((r) => ({
          timestamp: r.at.toISOString(),
          level: r.level,
          message: r.message,
        })),
      };
    },
  );
}
