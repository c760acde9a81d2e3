import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '#src/lib/errors-schema';
import { alarmSchema, connectionSchema } from '#src/lib/panel-state-schemas';
import { siteIdSchema } from '#src/lib/query-schemas';
import {
  acknowledgementsOf,
  alarmJson,
  connectionJson,
  siteFacts,
} from '#src/repositories/panel-state';

/**
 * A panel's connection and active alarms: what the owner's screens need to say whether the
 * panel is heard from and ready, derived in the browser with derivePanelState.
 */
export default async function panelStateRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/panel-state',
    {
      config: { access: 'site:view' },
      schema: {
        tags: ['telemetry'],
        summary: "The panel's connection and its active alarms, with who acknowledged them",
        security: [{ bearer: [] }],
        querystring: z.object({ site_id: siteIdSchema }),
        response: {
          200: z.object({
            site_id: z.string(),
            server_time: z.number().int().describe('Epoch ms: screens correct their clock by it'),
            connection: connectionSchema,
            alarms: z.array(alarmSchema),
          }),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request) => {
      const { siteId } = request.siteAccess!;
      const facts = (await siteFacts(app.db, [siteId])).get(siteId)!;
      const acknowledgements = await acknowledgementsOf(
        app.db,
        facts.alarms.map((a) => a.id),
      );
      const now = new Date();
      return {
        site_id: siteId,
        server_time: now.getTime(),
        connection: connectionJson(facts.connection),
        alarms: facts.alarms.map((alarm) =>
          alarmJson(alarm, acknowledgements.get(alarm.id) ?? [], request.auth!.user.id, now),
        ),
      };
    },
  );
}
