import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '#src/lib/errors-schema';
import { siteIdSchema } from '#src/lib/query-schemas';
import { listLatestTags } from '#src/repositories/telemetry';

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

type TagsAnswer = z.infer<typeof tagsResponse>;

const tagsAnswerJson = (rows: Awaited<ReturnType<typeof listLatestTags>>) =>
  JSON.stringify({
    _embedded: {
      tags: rows.map((r) => ({
        tag: r.tag,
        value: r.value,
        group: r.group,
        timestamp: r.panelTime.getTime(),
      })),
    },
  } satisfies TagsAnswer);

const NO_TAGS_JSON = JSON.stringify({ _embedded: { tags: [] } } satisfies TagsAnswer);

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
    },
    (request, reply) => {
      // Every dashboard asks for this every few seconds: the answer is written once per change
      // of the site's tags (or per second) and sent as that text, not serialized per request
      // (decision 023). It is built
      // field by field from typed rows, so nothing unlisted can slip out; the schema above
      // still documents it.
      // Fastify sends a string with a JSON type as it is; the casts only satisfy the typing.
      reply.type('application/json; charset=utf-8');
      const siteId = request.siteAccess?.siteId;
      if (!siteId) return NO_TAGS_JSON as unknown as TagsAnswer;
      return app.readCache.latestTags.read(siteId, async () =>
        tagsAnswerJson(await listLatestTags(app.db, siteId)),
      ) as unknown as Promise<TagsAnswer>;
    },
  );
}
