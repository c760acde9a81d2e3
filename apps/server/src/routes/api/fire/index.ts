import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AUTO_ACTIVATION_LIMITS,
  derivePanelState,
  FIRE_ALARM_MILES,
  FIRE_AT_RISK_MILES,
  nearestPerimeter,
} from '@wildfire/shared';
import {
  autoActivationSettings,
  fireHotspots,
  firePerimeters,
  properties,
  siteFireStatus,
  sites,
} from '#src/db/schema/index';
import { errorResponses } from '#src/lib/errors-schema';
import { conflict } from '#src/lib/http-errors';
import { siteIdSchema } from '#src/lib/query-schemas';
import { recordAudit } from '#src/repositories/audit';
import { siteFacts } from '#src/repositories/panel-state';
import { atRiskWhere, FIRE_SOURCES } from '#src/services/fire-proximity';

const siteQuery = z.object({ site_id: siteIdSchema });

const sourceSchema = z.object({
  source: z.enum(FIRE_SOURCES),
  state: z.enum(['current', 'unknown', 'off']),
  last_success_at: z.string().nullable(),
  last_attempt_at: z.string().nullable(),
  error: z.string().nullable(),
});

const perimeterSchema = z.object({
  id: z.string(),
  incident_name: z.string(),
  acres: z.number().nullable(),
  containment: z.number().nullable(),
  updated_at: z.string().nullable(),
  distance_miles: z.number(),
  inside: z.boolean(),
  direction: z.string().nullable(),
  link: z.string(),
});

const hotspotSchema = z.object({
  latitude: z.number(),
  longitude: z.number(),
  detected_at: z.string(),
  confidence: z.string(),
  distance_miles: z.number(),
  direction: z.string().nullable(),
});

const activationSchema = z.object({
  id: z.number(),
  status: z.enum(['counting', 'cancelled', 'sent', 'blocked', 'failed']),
  rule: z.enum(['distance', 'evacuation']),
  reason: z.string(),
  starts_at: z.string(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
  command_id: z.string().nullable(),
  error: z.string().nullable(),
});

const ruleSchema = z.object({
  enabled: z.boolean(),
  within_miles: z.number(),
  countdown_minutes: z.number(),
  approved_at: z.string().nullable(),
});

const ruleBody = z.object({
  enabled: z.boolean({ error: 'Say whether automatic activation is on' }),
  within_miles: z
    .number({ error: 'Distance must be a whole number of miles' })
    .int({ error: 'Distance must be a whole number of miles' })
    .min(AUTO_ACTIVATION_LIMITS.minMiles, { error: 'Distance must be 1 to 10 miles' })
    .max(AUTO_ACTIVATION_LIMITS.maxMiles, { error: 'Distance must be 1 to 10 miles' }),
  countdown_minutes: z
    .number({ error: 'Countdown must be a whole number of minutes' })
    .int({ error: 'Countdown must be a whole number of minutes' })
    .min(AUTO_ACTIVATION_LIMITS.minCountdownMinutes, { error: 'Countdown must be 0 to 30 minutes' })
    .max(AUTO_ACTIVATION_LIMITS.maxCountdownMinutes, {
      error: 'Countdown must be 0 to 30 minutes',
    }),
});

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

/** The perimeter's own record on the layer it came from (the layer's feature page). */
const perimeterLink = (perimetersUrl: string, id: string) =>
  `${perimetersUrl.replace(/\/query\/?(\?.*)?$/, '')}/${encodeURIComponent(id)}`;

/**
 * Fire proximity on the screens (docs/fire-data.md): the owner's Fire nearby card, the
 * automatic-activation rule and its cancel, and the back-office's fire view.
 */
export default async function fireRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const service = app.fireProximity;

  const sourcesJson = async () =>
    (await service.sourceStates()).map((s) => ({
      source: s.source,
      state: s.state,
      last_success_at: iso(s.lastSuccessAt),
      last_attempt_at: iso(s.lastAttemptAt),
      error: s.error,
    }));

  const ruleJson = async (propertyId: number) => {
    const rule = await service.ruleOf(propertyId);
    return {
      enabled: rule.enabled,
      within_miles: rule.withinMiles,
      countdown_minutes: rule.countdownMinutes,
      approved_at: iso(rule.approvedAt),
    };
  };

  const activationJson = (a: Awaited<ReturnType<typeof service.latestActivation>>) =>
    a && {
      id: a.id,
      status: a.status,
      rule: a.rule,
      reason: a.reason,
      starts_at: a.startsAt.toISOString(),
      created_at: a.createdAt.toISOString(),
      completed_at: iso(a.completedAt),
      command_id: a.commandId,
      error: a.error,
    };

  routes.get(
    '/api/fire',
    {
      config: { access: 'site:view' },
      schema: {
        tags: ['fire'],
        summary: "The nearest fire to the site's property, each source's age, the activation rule",
        description:
          'A source that could not be reached reads `unknown` with the time of its last success: never "no fire". `perimeters` and `hotspots` are those within 30 miles, for the map.',
        security: [{ bearer: [] }],
        querystring: siteQuery,
        response: {
          200: z.object({
            sources: z.array(sourceSchema),
            measured_at: z.string().nullable(),
            level: z.enum(['urgent', 'warning', 'info']).nullable(),
            nearest_perimeter: perimeterSchema.nullable(),
            nearest_hotspot: hotspotSchema.nullable(),
            events: z.array(z.object({ id: z.string(), event: z.string() })),
            location: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
            perimeters: z.array(
              z.object({ id: z.string(), incident_name: z.string(), geometry: z.unknown() }),
            ),
            hotspots: z.array(z.object({ latitude: z.number(), longitude: z.number() })),
            auto_activation: ruleSchema,
            activation: activationSchema.nullable(),
          }),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request) => {
      const { siteId, propertyId } = request.siteAccess!;
      const [status] = await app.db
        .select()
        .from(siteFireStatus)
        .where(eq(siteFireStatus.siteId, siteId));
      const [property] = await app.db
        .select({ latitude: properties.latitude, longitude: properties.longitude })
        .from(properties)
        .where(eq(properties.id, propertyId));
      const location =
        property?.latitude != null && property.longitude != null
          ? { latitude: property.latitude, longitude: property.longitude }
          : null;
      // The map band: what lies within the alarm distance, measured again from the stored data.
      const nearby = location
        ? (await app.db.select().from(firePerimeters)).filter(
            (p) =>
              (nearestPerimeter(location, [
                {
                  id: p.id,
                  incidentName: p.incidentName,
                  acres: null,
                  containment: null,
                  updatedAt: null,
                  geometry: p.geometry,
                },
              ])?.distanceMiles ?? Infinity) <= FIRE_ALARM_MILES.info,
          )
        : [];
      const spots =
        location && service.sources.hotspotsConfigured
          ? (
              await app.db
                .select({ latitude: fireHotspots.latitude, longitude: fireHotspots.longitude })
                .from(fireHotspots)
            ).filter(
              (h) =>
                Math.abs(h.latitude - location.latitude) < 0.5 &&
                Math.abs(h.longitude - location.longitude) < 0.6,
            )
          : [];
      const p = status?.perimeter;
      const h = status?.hotspot;
      return {
        sources: await sourcesJson(),
        measured_at: iso(status?.measuredAt),
        level: status?.level ?? null,
        nearest_perimeter: p
          ? {
              id: p.id,
              incident_name: p.incidentName,
              acres: p.acres,
              containment: p.containment,
              updated_at: p.updatedAt,
              distance_miles: p.distanceMiles,
              inside: p.inside,
              direction: p.direction,
              link: perimeterLink(app.config.fire.perimetersUrl, p.id),
            }
          : null,
        nearest_hotspot:
          h && service.sources.hotspotsConfigured
            ? {
                latitude: h.latitude,
                longitude: h.longitude,
                detected_at: h.detectedAt,
                confidence: h.confidence,
                distance_miles: h.distanceMiles,
                direction: h.direction,
              }
            : null,
        events: status?.events ?? [],
        location,
        perimeters: nearby.map((n) => ({
          id: n.id,
          incident_name: n.incidentName,
          geometry: n.geometry,
        })),
        hotspots: spots,
        auto_activation: await ruleJson(propertyId),
        activation: activationJson(await service.latestActivation(siteId)),
      };
    },
  );

  routes.put(
    '/api/fire/auto-activation',
    {
      config: { access: 'site:control' },
      schema: {
        tags: ['fire'],
        summary: 'Set the automatic-activation rule (Owner or Property Manager)',
        description:
          'Start the system when a fire perimeter comes within `within_miles` (1-10) or an Evacuation Immediate covers the property, after a countdown of `countdown_minutes` (0-30) that any member with control can cancel. Each save is a new approval: a fire that already started the system (or was cancelled) can start it again only after one.',
        security: [{ bearer: [] }],
        querystring: siteQuery,
        body: ruleBody,
        response: { 200: ruleSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { propertyId } = request.siteAccess!;
      const body = request.body;
      await app.db.transaction(async (tx) => {
        await recordAudit(tx, request, {
          action: 'fire.auto_activation',
          targetType: 'property',
          targetId: String(propertyId),
          details: { ...body },
        });
      });
      await service.saveRule(propertyId, request.auth!.user.id, {
        enabled: body.enabled,
        withinMiles: body.within_miles,
        countdownMinutes: body.countdown_minutes,
      });
      return ruleJson(propertyId);
    },
  );

  routes.post(
    '/api/fire/auto-activation/cancel',
    {
      config: { access: 'site:operate' },
      schema: {
        tags: ['fire'],
        summary: 'Cancel the automatic activation counting down',
        description:
          'Any member who may start and stop the system. 409 when nothing is counting down (it already started, or was cancelled).',
        security: [{ bearer: [] }],
        querystring: siteQuery,
        response: { 200: activationSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { siteId } = request.siteAccess!;
      const cancelled = await service.cancel(siteId, request.auth!.user.id);
      if (!cancelled) {
        throw conflict('No automatic activation is counting down: nothing to cancel.');
      }
      return activationJson(cancelled)!;
    },
  );

  routes.get(
    '/api/admin/fire',
    {
      config: { access: 'permission:view_dashboard' },
      schema: {
        tags: ['fire'],
        summary: 'Current fire perimeters around the fleet and the panels at risk',
        description: `Panels at risk: a fire perimeter or hotspot within ${String(FIRE_AT_RISK_MILES)} miles, nearest first, with the panel's readiness and whether its automatic activation is on.`,
        security: [{ bearer: [] }],
        response: {
          200: z.object({
            sources: z.array(sourceSchema),
            perimeters: z.array(
              z.object({
                id: z.string(),
                incident_name: z.string(),
                acres: z.number().nullable(),
                containment: z.number().nullable(),
                geometry: z.unknown(),
              }),
            ),
            at_risk: z.array(
              z.object({
                site_id: z.string(),
                property_id: z.number(),
                property_name: z.string(),
                distance_miles: z.number(),
                incident_name: z.string().nullable(),
                readiness: z.enum(['ready', 'not_ready', 'unknown']),
                status: z.string(),
                auto_activation: z.boolean(),
              }),
            ),
          }),
          ...errorResponses(401, 403),
        },
      },
    },
    async () => {
      const perimeters = await app.db.select().from(firePerimeters);
      const risky = await app.db
        .select({
          siteId: siteFireStatus.siteId,
          perimeter: siteFireStatus.perimeter,
          hotspot: siteFireStatus.hotspot,
          propertyId: properties.id,
          propertyName: properties.name,
        })
        .from(siteFireStatus)
        .innerJoin(sites, eq(sites.siteId, siteFireStatus.siteId))
        .innerJoin(properties, eq(properties.id, sites.propertyId))
        .where(atRiskWhere(FIRE_AT_RISK_MILES));
      const facts = await siteFacts(
        app.db,
        risky.map((r) => r.siteId),
      );
      const enabled = new Set(
        risky.length === 0
          ? []
          : (
              await app.db
                .select({ propertyId: autoActivationSettings.propertyId })
                .from(autoActivationSettings)
                .where(
                  and(
                    eq(autoActivationSettings.enabled, true),
                    inArray(
                      autoActivationSettings.propertyId,
                      risky.map((r) => r.propertyId),
                    ),
                  ),
                )
            ).map((r) => r.propertyId),
      );
      const now = Date.now();
      const atRisk = risky
        .map((r) => {
          const distances = [r.perimeter?.distanceMiles, r.hotspot?.distanceMiles].filter(
            (d): d is number => d !== undefined,
          );
          const fact = facts.get(r.siteId);
          const state = fact ? derivePanelState(fact, now) : null;
          return {
            site_id: r.siteId,
            property_id: r.propertyId,
            property_name: r.propertyName,
            distance_miles: Math.min(...distances),
            incident_name: r.perimeter?.incidentName ?? null,
            readiness: state?.readiness ?? ('unknown' as const),
            status: state?.status ?? 'Never reported',
            auto_activation: enabled.has(r.propertyId),
          };
        })
        .sort((a, b) => a.distance_miles - b.distance_miles);
      return {
        sources: await sourcesJson(),
        perimeters: perimeters.map((p) => ({
          id: p.id,
          incident_name: p.incidentName,
          acres: p.acres,
          containment: p.containment,
          geometry: p.geometry,
        })),
        at_risk: atRisk,
      };
    },
  );
}
