import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { serverStatusQuerySchema, serverStatusSchema } from '@wildfire/shared';
import { errorResponses } from '#src/lib/errors-schema';
import { readServerStatus } from '#src/repositories/server-status';

/** The server status screens: this deployment's real figures, sampled by every instance. */
export default async function systemRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/system/status',
    {
      config: { access: 'permission:view_system_logs' },
      schema: {
        tags: ['admin'],
        summary:
          'Instances, database, fleet, ingest (with its quarantine) and events of this deployment over a time range',
        security: [{ bearer: [] }],
        querystring: serverStatusQuerySchema,
        response: { 200: serverStatusSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      readServerStatus(app.db, app.database.driver, request.query.range, app.ingest.health()),
  );
}
