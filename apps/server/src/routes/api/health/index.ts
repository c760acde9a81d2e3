import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const componentSchema = z.object({ status: z.enum(['up', 'down']), mode: z.string() });
const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: componentSchema,
  broker: componentSchema,
  uptime_seconds: z.number(),
  version: z.string(),
});

export default async function healthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Database and broker state',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const databaseUp = await app.database.ping().then(
        () => true,
        () => false,
      );
      const brokerUp = app.broker.isConnected();
      const body = {
        status: databaseUp && brokerUp ? ('ok' as const) : ('degraded' as const),
        database: {
          status: databaseUp ? ('up' as const) : ('down' as const),
          mode: app.database.driver,
        },
        broker: { status: brokerUp ? ('up' as const) : ('down' as const), mode: app.broker.mode },
        uptime_seconds: Math.round(process.uptime()),
        version: app.appVersion,
      };
      return reply.code(body.status === 'ok' ? 200 : 503).send(body);
    },
  );
}
