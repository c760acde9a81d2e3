import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { statisticsSchema } from '@wildfire/shared';
import { errorResponses } from '#src/lib/errors-schema';
import { readStatistics } from '#src/repositories/statistics';

/** Analytics & Statistics: this month against last month, and the last seven months. */
export default async function statisticsRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/stats',
    {
      config: { access: 'permission:view_statistics' },
      schema: {
        tags: ['admin'],
        summary: 'The statistics cards, charts and recent activity, from the database',
        security: [{ bearer: [] }],
        response: { 200: statisticsSchema, ...errorResponses(401, 403) },
      },
    },
    async () => readStatistics(app.db),
  );
}
