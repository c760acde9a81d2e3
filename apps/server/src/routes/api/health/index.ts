import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { INGEST_STALL_MS } from '#src/services/ingest';

const componentSchema = z.object({ status: z.enum(['up', 'down']), mode: z.string() });
const ingestSchema = z.object({
  status: z.enum(['up', 'down']),
  /** Why it is down: stalled (messages wait 30 s with nothing stored) or unsubscribed. */
  state: z.enum(['ok', 'stalled', 'unsubscribed']),
  reason: z.string().nullable(),
  received_last_minute: z.number(),
  stored_last_minute: z.number(),
  newest_stored_age_s: z.number().nullable(),
  quarantined: z.number(),
  waiting: z.number(),
  subscriptions: z.array(
    z.object({ topic: z.string(), granted: z.boolean(), qos: z.number().nullable() }),
  ),
});
const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: componentSchema,
  broker: componentSchema,
  ingest: ingestSchema,
  uptime_seconds: z.number(),
  version: z.string(),
});

const INGEST_DOWN_REASONS = {
  ok: null,
  stalled: `ingest is stalled: messages arrive but nothing was stored for ${INGEST_STALL_MS / 1000} s`,
  unsubscribed: 'ingest is not subscribed to the panels on the broker',
} as const;

export default async function healthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Database, broker and ingest state',
        description:
          'Answers 503 when the database or the broker is down, or when ingest is: messages arrive but nothing was stored for 30 s, or a broker subscription is missing.',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const databaseUp = await app.database.ping().then(
        () => true,
        () => false,
      );
      const brokerUp = app.broker.isConnected();
      const ingest = app.ingest.health();
      const ingestUp = ingest.state === 'ok';
      const body = {
        status: databaseUp && brokerUp && ingestUp ? ('ok' as const) : ('degraded' as const),
        database: {
          status: databaseUp ? ('up' as const) : ('down' as const),
          mode: app.database.driver,
        },
        broker: { status: brokerUp ? ('up' as const) : ('down' as const), mode: app.broker.mode },
        ingest: {
          status: ingestUp ? ('up' as const) : ('down' as const),
          reason: INGEST_DOWN_REASONS[ingest.state],
          ...ingest,
        },
        uptime_seconds: Math.round(process.uptime()),
        version: app.appVersion,
      };
      return reply.code(body.status === 'ok' ? 200 : 503).send(body);
    },
  );
}
