import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '#src/lib/errors-schema';
import { conflict, notFound } from '#src/lib/http-errors';
import { siteIdSchema } from '#src/lib/query-schemas';
import { recordAudit } from '#src/repositories/audit';

/**
 * Demo and training: make a simulated panel misbehave (a fault, or losing its link) to see
 * the alerts and screens react. Only while the simulator runs; needs manage_panels.
 */
export default async function simulatorRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/admin/simulator/:siteId',
    {
      config: { access: 'permission:manage_panels' },
      schema: {
        tags: ['admin'],
        summary: 'Inject a fault into a simulated panel, or take it offline and back',
        security: [{ bearer: [] }],
        params: z.object({ siteId: siteIdSchema }),
        body: z.object({
          action: z.enum(['low_water', 'pump_failure', 'overheat', 'clear', 'offline', 'online']),
        }),
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const fleet = app.simulator;
      if (!fleet) throw conflict('The panel simulator is not running (SIMULATE_PANELS is off).');
      const { siteId } = request.params;
      const { action } = request.body;
      const done =
        action === 'offline'
          ? fleet.goOffline(siteId)
          : action === 'online'
            ? fleet.goOnline(siteId)
            : fleet.injectFault(siteId, action);
      if (!done) throw notFound(`No simulated panel ${siteId}.`);
      await recordAudit(app.db, request, {
        action: 'simulator.inject',
        targetType: 'site',
        targetId: siteId,
        details: { action },
      });
      return reply.code(204).send(null);
    },
  );
}
