import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  pushEndpointAllowed,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from '@wildfire/shared';
import { errorResponses } from '#src/lib/errors-schema';
import { badRequest, notFound } from '#src/lib/http-errors';
import { recordAudit } from '#src/repositories/audit';
import { deleteOwnSubscription, saveSubscription } from '#src/repositories/push-subscriptions';

const deviceOutcomeSchema = z.object({
  /** The push service's origin (the endpoint's path is the device's secret address). */
  push_service: z.string(),
  result: z.enum(['accepted', 'removed', 'failed']),
  error: z.string().nullable(),
});

/**
 * Web Push for the signed-in person (docs/notifications.md): the key browsers subscribe with,
 * their devices' subscriptions, and a test notification to their own devices.
 */
export default async function pushRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { access: 'signed-in' as const };

  routes.get(
    '/api/push/public-key',
    {
      config: signedIn,
      schema: {
        tags: ['push'],
        summary: 'The VAPID public key browsers subscribe with (applicationServerKey)',
        security: [{ bearer: [] }],
        response: { 200: z.object({ publicKey: z.string() }), ...errorResponses(401) },
      },
    },
    async () => ({ publicKey: app.vapid.publicKey }),
  );

  routes.post(
    '/api/push/subscriptions',
    {
      config: signedIn,
      schema: {
        tags: ['push'],
        summary: "Turn notifications on for this device: the browser's PushSubscription JSON",
        description:
          'Stored per person and device (one row per endpoint: a device subscribing again replaces its keys). In production only https push services are accepted.',
        security: [{ bearer: [] }],
        body: pushSubscriptionSchema,
        response: {
          201: z.object({ id: z.number().int(), endpoint: z.string() }),
          ...errorResponses(400, 401),
        },
      },
    },
    async (request, reply) => {
      const userId = request.auth!.user.id;
      if (!pushEndpointAllowed(request.body.endpoint, app.config.isProduction))
        throw badRequest('endpoint must be an https:// push service address');
      const userAgent = request.headers['user-agent']?.slice(0, 300) ?? null;
      const row = await saveSubscription(app.db, userId, request.body, userAgent);
      await recordAudit(app.db, request, {
        action: 'push.subscribe',
        targetType: 'push_subscription',
        targetId: String(row.id),
        details: { push_service: new URL(row.endpoint).origin },
      });
      return reply.code(201).send({ id: row.id, endpoint: row.endpoint });
    },
  );

  routes.delete(
    '/api/push/subscriptions',
    {
      config: signedIn,
      schema: {
        tags: ['push'],
        summary: 'Turn notifications off for this device',
        description: "Only the caller's own subscription: another person's answers 404.",
        security: [{ bearer: [] }],
        body: pushUnsubscribeSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const userId = request.auth!.user.id;
      if (!(await deleteOwnSubscription(app.db, userId, request.body.endpoint)))
        throw notFound('This device has no notifications turned on.');
      await recordAudit(app.db, request, {
        action: 'push.unsubscribe',
        targetType: 'push_subscription',
        details: { push_service: new URL(request.body.endpoint).origin },
      });
      return reply.code(204).send(null);
    },
  );

  routes.post(
    '/api/push/test',
    {
      config: signedIn,
      schema: {
        tags: ['push'],
        summary: "Send a test notification to the caller's own devices, and say what happened",
        security: [{ bearer: [] }],
        response: {
          200: z.object({
            status: z.enum(['sent', 'delivered', 'failed']),
            error: z.string().nullable(),
            devices: z.array(deviceOutcomeSchema),
          }),
          ...errorResponses(401),
        },
      },
    },
    async (request) => {
      const outcome = await app.notify.push.send({
        userId: request.auth!.user.id,
        title: 'Test notification',
        body: 'Wildfire Defense alerts will reach this device.',
        url: '/account',
      });
      return {
        status: outcome.status,
        error: outcome.error ?? null,
        devices: outcome.devices.map((d) => ({
          push_service: d.endpointOrigin,
          result: d.result,
          error: d.error ?? null,
        })),
      };
    },
  );
}
