import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** What the browser needs to know about this deployment; nothing secret. */
export default async function configRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['config'],
        summary: 'Public settings of this deployment',
        response: {
          200: z.object({
            support_email: z.string(),
            support_phone: z.string(),
            tile_url: z.string(),
            /** Development or demo data: the debug panel may show (to staff). */
            demo_mode: z.boolean(),
          }),
        },
      },
    },
    async () => ({
      support_email: app.config.supportEmail,
      support_phone: app.config.supportPhone,
      tile_url: app.config.tileUrl,
      demo_mode:
        !app.config.isProduction && (app.config.demoSeed || app.config.env === 'development'),
    }),
  );
}
