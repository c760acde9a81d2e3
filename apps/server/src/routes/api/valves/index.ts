import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { valveNames } from '#src/db/schema/index';
import { errorResponses } from '#src/lib/errors-schema';
import { siteIdSchema } from '#src/lib/query-schemas';
import { recordAudit } from '#src/repositories/audit';

const siteQuery = z.object({ site_id: siteIdSchema });
const namesResponse = z.object({ names: z.record(z.string(), z.string()) });

async function namesOf(app: FastifyInstance, siteId: string) {
  const rows = await app.db.select().from(valveNames).where(eq(valveNames.siteId, siteId));
  return Object.fromEntries(rows.map((r) => [r.tag, r.name]));
}

/** Valve names: the Rename button on the Valves screen, stored per site. */
export default async function valveRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/valves/names',
    {
      config: { access: 'site:view' },
      schema: {
        tags: ['telemetry'],
        summary: 'Custom valve names of the site, by valve tag',
        security: [{ bearer: [] }],
        querystring: siteQuery,
        response: { 200: namesResponse, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({ names: await namesOf(app, request.siteAccess!.siteId) }),
  );

  routes.put(
    '/api/valves/names',
    {
      config: { access: 'site:control' },
      schema: {
        tags: ['telemetry'],
        summary: 'Rename a valve (an empty name restores the default)',
        security: [{ bearer: [] }],
        querystring: siteQuery,
        body: z.object({
          tag: z
            .string()
            .regex(/^VALVE_[A-Z_]+(_\d+)?$/, { error: 'tag must be a VALVE_ tag' })
            .max(64),
          name: z.string().trim().max(60, { error: 'name must be at most 60 characters' }),
        }),
        response: { 200: namesResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { siteId } = request.siteAccess!;
      const { tag, name } = request.body;
      await app.db.transaction(async (tx) => {
        if (name === '') {
          await tx
            .delete(valveNames)
            .where(and(eq(valveNames.siteId, siteId), eq(valveNames.tag, tag)));
        } else {
          await tx
            .insert(valveNames)
            .values({ siteId, tag, name })
            .onConflictDoUpdate({
              target: [valveNames.siteId, valveNames.tag],
              set: { name, updatedAt: new Date() },
            });
        }
        await recordAudit(tx, request, {
          action: 'valve.rename',
          targetType: 'site',
          targetId: siteId,
          details: { tag, name },
        });
      });
      return { names: await namesOf(app, siteId) };
    },
  );
}
