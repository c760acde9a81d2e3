import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publishedContentSchema, slugSchema } from '@wildfire/shared';
import { errorResponses } from '#src/lib/errors-schema';
import { notFound } from '#src/lib/http-errors';
import { countContentView, findPublishedContent } from '#src/repositories/cms';

/**
 * Published content for the product's own pages (the customer Help screen shows the
 * `customer-help` page copy). Anything not published answers 404, exactly like an unknown slug.
 */
export default async function contentRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/content/:slug',
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: 'Published content by its slug; each answer counts one view (per day)',
        params: z.object({ slug: slugSchema }),
        response: { 200: publishedContentSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const content = await findPublishedContent(app.db, request.params.slug);
      if (!content) throw notFound('No published content with that name.');
      const day = new Date().toISOString().slice(0, 10);
      await app.db.transaction((tx) => countContentView(tx, content.id, day));
      // Views are counted per request, so no shared cache may answer in the server's place.
      reply.header('cache-control', 'no-store');
      return {
        slug: content.slug,
        title: content.title,
        type: content.type,
        body: content.body,
        category: content.category,
        tags: content.tags,
        published_at: content.publishedAt?.toISOString() ?? null,
      };
    },
  );
}
