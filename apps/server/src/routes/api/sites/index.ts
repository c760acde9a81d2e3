import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { derivePanelState, type TagValue } from '@wildfire/shared';
import { errorResponses } from '#src/lib/errors-schema';
import { siteStateFields } from '#src/lib/panel-state-schemas';
import { siteIdSchema } from '#src/lib/query-schemas';
import { connectionJson, siteFacts } from '#src/repositories/panel-state';
import {
  findStaffViewProperty,
  listVisibleProperties,
  type VisibleProperty,
} from '#src/repositories/sites';

const sitesResponse = z.object({
  _embedded: z.object({
    sites: z.array(z.object({ site_id: z.string(), property_id: z.number().int() })),
  }),
});

const propertiesResponse = z.object({
  properties: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      address: z.string(),
      location: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
      site_id: z.string().nullable(),
      role: z.string(),
      /**
       * The panel's state (derivePanelState): Online, Fault (online, not ready), Offline or
       * Never reported; with the connection facts and readiness problems it is derived from.
       * A property without a panel reads Never reported.
       */
      ...siteStateFields,
      /** ACTIVE or STANDBY as the panel confirmed it; Offline when not heard from; null: never. */
      system_status: z.enum(['ACTIVE', 'STANDBY', 'Offline']).nullable(),
      service_provider: z.string().nullable(),
      /** A staff member's read-only view of a customer's property (View Customer Dashboard). */
      staff_view: z.boolean(),
    }),
  ),
});

/** The caller's sites and properties (customer-portal.md section 7). */
export default async function siteRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/site',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['properties'],
        summary: "The caller's sites",
        security: [{ bearer: [] }],
        response: { 200: sitesResponse, ...errorResponses(401) },
      },
    },
    async (request) => {
      const visible = await listVisibleProperties(app.db, request.auth!.user.id);
      const sites = visible.flatMap((p) =>
        p.siteId ? [{ site_id: p.siteId, property_id: p.id }] : [],
      );
      return { _embedded: { sites } };
    },
  );

  routes.get(
    '/api/properties',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['properties'],
        summary: "The caller's properties, each with its site",
        description:
          'Staff holding view_properties may add `site_id` to include that customer property, read-only.',
        security: [{ bearer: [] }],
        querystring: z.object({ site_id: siteIdSchema.optional() }),
        response: { 200: propertiesResponse, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const user = request.auth!.user;
      const visible: Array<VisibleProperty & { staffView?: boolean }> = await listVisibleProperties(
        app.db,
        user.id,
      );
      const wanted = request.query.site_id;
      if (wanted && user.kind === 'staff' && !visible.some((p) => p.siteId === wanted)) {
        const viewed = await findStaffViewProperty(app.db, user, wanted);
        if (viewed) visible.push({ ...viewed, staffView: true });
      }
      const facts = await siteFacts(
        app.db,
        visible.flatMap((p) => (p.siteId ? [p.siteId] : [])),
      );
      const now = Date.now();
      return {
        properties: visible.map((p) => {
          const known = (p.siteId && facts.get(p.siteId)) || {
            connection: { online: false, lastSeenAt: null },
            alarms: [],
          };
          const state = derivePanelState(
            {
              connection: known.connection,
              systemTag: p.systemTag as TagValue | null,
              alarms: known.alarms,
            },
            now,
          );
          return {
            id: p.id,
            name: p.name,
            address: p.address,
            // Missing or zero coordinates mean "not geocoded yet" (customer-portal.md section 2).
            location:
              p.latitude != null && p.longitude != null && !(p.latitude === 0 && p.longitude === 0)
                ? { latitude: p.latitude, longitude: p.longitude }
                : null,
            site_id: p.siteId,
            role: p.role,
            status: state.status,
            connection: connectionJson(known.connection),
            problems: state.problems,
            system_status: state.system,
            service_provider: p.servicePartner,
            staff_view: p.staffView ?? false,
          };
        }),
      };
    },
  );
}
