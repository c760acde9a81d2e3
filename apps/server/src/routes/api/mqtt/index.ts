import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { panelMayPublish, panelMaySubscribe } from '@wildfire/shared';
import { panelCredentials } from '#src/db/schema/index';
import { errorResponses } from '#src/lib/errors-schema';
import { notFound, unauthorized } from '#src/lib/http-errors';
import { verifyPanelLogin } from '#src/services/panel-credentials';

/** The header the broker sends MQTT_HOOK_SECRET in. */
export const HOOK_SECRET_HEADER = 'x-mqtt-hook-secret';

const result = z.object({
  result: z
    .enum(['allow', 'deny', 'ignore'])
    .describe('ignore: not a panel, the broker asks its next source (the server’s own user)'),
});

/**
 * The broker's HTTP authentication and authorization hooks (EMQX's HTTP authenticator and
 * authorizer, or any broker that can ask over HTTP): they answer from the panels' credentials
 * and topic rights, so such a broker holds panels to the same rules as the embedded one.
 * Offered only with MQTT_HOOK_SECRET, which the broker sends in `x-mqtt-hook-secret`.
 */
export default async function mqttHookRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  const checkBroker = (request: FastifyRequest) => {
    const secret = app.config.mqttHookSecret;
    if (!secret) throw notFound('The broker hooks are not offered here (MQTT_HOOK_SECRET).');
    const given = Buffer.from(String(request.headers[HOOK_SECRET_HEADER] ?? ''));
    const expected = Buffer.from(secret);
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
      throw unauthorized('Only the broker may ask.');
    }
  };
  const isPanel = async (username: string) =>
    (
      await app.db
        .select({ siteId: panelCredentials.siteId })
        .from(panelCredentials)
        .where(eq(panelCredentials.siteId, username))
    ).length > 0;

  routes.post(
    '/api/mqtt/auth',
    {
      config: { access: 'public' },
      schema: {
        tags: ['mqtt'],
        summary: 'Broker hook: may this client connect? (a panel: its site id and secret)',
        body: z.object({
          username: z.string().max(200).default(''),
          password: z.string().max(500).default(''),
          clientid: z.string().max(200).default(''),
        }),
        response: { 200: result, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      checkBroker(request);
      const { username, password, clientid } = request.body;
      if (!username || !(await isPanel(username))) return { result: 'ignore' as const };
      const ok = clientid === username && (await verifyPanelLogin(app.db, username, password));
      return { result: ok ? ('allow' as const) : ('deny' as const) };
    },
  );

  routes.post(
    '/api/mqtt/acl',
    {
      config: { access: 'public' },
      schema: {
        tags: ['mqtt'],
        summary:
          'Broker hook: may this client publish or subscribe here? (a panel: its own topics)',
        body: z.object({
          username: z.string().max(200).default(''),
          clientid: z.string().max(200).default(''),
          topic: z.string().min(1).max(1_000),
          action: z.enum(['publish', 'subscribe']),
        }),
        response: { 200: result, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      checkBroker(request);
      const { username, clientid, topic, action } = request.body;
      if (!username || !(await isPanel(username))) return { result: 'ignore' as const };
      const allowed =
        clientid === username &&
        (action === 'publish'
          ? panelMayPublish(username, topic)
          : panelMaySubscribe(username, topic));
      return { result: allowed ? ('allow' as const) : ('deny' as const) };
    },
  );
}
