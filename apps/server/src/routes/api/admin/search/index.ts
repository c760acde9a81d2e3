import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hqSearchAnswerSchema } from '@wildfire/shared';
import { errorResponses } from '#src/lib/errors-schema';
import { searchHq } from '#src/services/hq-search';

/**
 * The HQ hub search (admin-back-office.md 2.14): panels, properties, users, projects (and
 * tickets once they exist), only the kinds the caller may view. Needs view_embers_hq.
 */
export default async function adminSearchRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/search',
    {
      config: { access: 'permission:view_embers_hq' },
      schema: {
        tags: ['admin'],
        summary: 'Find panels, properties, users, tickets and projects by text',
        security: [{ bearer: [] }],
        querystring: z.object({
          q: z
            .string({ error: 'q is required' })
            .trim()
            .min(1, { error: 'q is required' })
            .max(100, { error: 'q must be at most 100 characters' }),
        }),
        response: { 200: hqSearchAnswerSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { kinds, results } = await searchHq(app.db, request.query.q, request.permissions ?? []);
      return { query: request.query.q, kinds, results };
    },
  );
}
