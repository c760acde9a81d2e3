import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../lib/errors-schema';
import { plainJsonSerializer } from '../../../lib/plain-json';
import { siteIdSchema } from '../../../lib/query-schemas';
import { listLatestTags } from '../../../repositories/telemetry';

const tagValueSchema = z.union([z.number(), z.boolean(), z.string()]);
const tagsResponse = z.object({
  _embedded: z.object({
    tags: z.array(
      z.object({
        tag: z.string(),
        value: tagValueSchema,
        group: z.string(),
        /** When the panel measured the value, epoch milliseconds. */
        timestamp: z.number().int(),
      }),
    ),
  }),
});

export default async function tagRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/tags/control-center',
    {
      config: { access: 'site:view' },
      schema: {
        tags: ['telemetry'],
        summary: "The newest value of every tag of the site's panel",
        description: 'Without `site_id` (no property selected) the list is empty.',
        security: [{ bearer: [] }],
        querystring: z.object({ site_id: siteIdSchema.optional() }),
        response: { 200: tagsResponse, ...errorResponses(400, 401, 404) },
      },
      // Every dashboard asks for this, and the answer is built field by field below.
      serializerCompiler: plainJsonSerializer,
    },
    async (request) => {
      if (!request.siteAccess) return { _embedded: { tags: [] } };
      const { siteId } = request.siteAccess;
      const rows = await app.readCache.latestTags.read(siteId, () =>
        listLatestTags(app.db, siteId),
      );
      return {
        _embedded: {
          tags: rows.map((r) => ({
            tag: r.tag,
            value: r.value,
            group: r.group,
            timestamp: r.panelTime.getTime(),
          })),
        },
      };
    },
  );
}
