import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  LEAD_RISK_LEVELS,
  LEAD_STATUSES,
  MAP_PANEL_FIELDS,
  type MapPanelRow,
  PROJECT_STATUSES,
  PROJECT_TYPES,
} from '@wildfire/shared';
import { errorResponses } from '#src/lib/errors-schema';
import { jsonObjectText } from '#src/lib/plain-json';
import {
  listActiveFireZones,
  listMapLeads,
  listMapProjects,
  listUnplacedPanelProperties,
  mapPanelsJson,
  storeLeadLocation,
} from '#src/repositories/admin-map';
import { type Coordinates, GeocodingService, hasLocation } from '#src/services/geocoding';

/** How long one map answer waits for addresses being geocoded (one a second); the rest follow. */
const PLACING_BUDGET_MS = 3_000;
/** An address that could not be placed is asked again after this long, not on every load. */
const RETRY_UNPLACED_MS = 10 * 60_000;

const position = { latitude: z.number(), longitude: z.number() };

/** A panel as a row of values, in the order of `MAP_PANEL_FIELDS` (the answer's `panel_fields`). */
const mapPanelRow = z
  .tuple([
    z.string().describe('site_id'),
    z.number().int().describe('panel_number'),
    z.number().int().describe('property_id'),
    z.string().describe('name'),
    z.string().describe('address'),
    z.number().describe('latitude'),
    z.number().describe('longitude'),
    z.boolean().describe('online'),
    z.number().int().nullable().describe('last_seen_at (epoch ms)'),
    z.boolean().nullable().describe('system_on'),
    z.array(z.string()).describe('alarms (condition:severity)'),
  ])
  .describe(
    'One panel: its values in the order `panel_fields` names',
  ) satisfies z.ZodType<MapPanelRow>;

const mapLead = z.object({
  id: z.number().int(),
  property_name: z.string(),
  owner_name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string(),
  ...position,
  status: z.enum(LEAD_STATUSES),
  property_type: z.string(),
  acreage: z.number().nullable(),
  estimated_value_cents: z.number().int().nullable(),
  risk_level: z.enum(LEAD_RISK_LEVELS),
  last_contact_at: z.string().nullable(),
});

const mapProject = z.object({
  id: z.string(),
  project_name: z.string(),
  property_name: z.string(),
  owner_name: z.string(),
  address: z.string(),
  ...position,
  contractor: z.string().nullable(),
  project_type: z.enum(PROJECT_TYPES),
  status: z.enum(PROJECT_STATUSES),
  progress: z.number().int().min(0).max(100),
  start_date: z.string().nullable(),
  estimated_completion_date: z.string().nullable(),
  estimate_amount_cents: z.number().int(),
});

const fireZone = z.object({
  id: z.string(),
  name: z.string(),
  polygon: z.array(z.tuple([z.number(), z.number()])),
});

const mapAnswer = z.object({
  panel_fields: z
    .array(z.enum(MAP_PANEL_FIELDS))
    .describe("The order of each panel's values in `panels`"),
  panels: z.array(mapPanelRow),
  leads: z.array(mapLead),
  projects: z.array(mapProject),
  fire_zones: z.array(fireZone),
  unplaced: z
    .number()
    .int()
    .describe('Panels, leads and projects left off because their address could not be placed'),
});

/**
 * Geocoding for the map: one lookup per thing at a time, and a thing that could not be placed
 * is not asked about again on every load (an unreachable geocoder must not slow the map).
 */
class MapPlacer {
  private readonly pending = new Map<string, Promise<Coordinates | null>>();
  private readonly failedAt = new Map<string, number>();
  readonly placed = new Map<string, Coordinates>();

  place(key: string, locate: () => Promise<Coordinates | null>): Promise<Coordinates | null> {
    const pending = this.pending.get(key);
    if (pending) return pending;
    const failed = this.failedAt.get(key);
    if (failed !== undefined && Date.now() - failed < RETRY_UNPLACED_MS) {
      return Promise.resolve(null);
    }
    const lookup = locate()
      .catch(() => null)
      .then((found) => {
        if (found) {
          this.failedAt.delete(key);
          this.placed.set(key, found);
        } else {
          this.failedAt.set(key, Date.now());
        }
        return found;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, lookup);
    return lookup;
  }
}

const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms).unref();
  });

export interface AdminMapRoutesOptions {
  geocoding?: GeocodingService;
  placingBudgetMs?: number;
}

/** The back-office map (admin-back-office.md 2.2): panels, leads, projects and fire zones. */
export default async function adminMapRoutes(
  app: FastifyInstance,
  options: AdminMapRoutesOptions = {},
) {
  const geocoding = options.geocoding ?? new GeocodingService(app);
  const placingBudgetMs = options.placingBudgetMs ?? PLACING_BUDGET_MS;
  const placer = new MapPlacer();

  app.get(
    '/api/admin/map',
    {
      config: { access: 'permission:view_dashboard' },
      schema: {
        tags: ['admin'],
        summary: 'Everything the back-office map shows',
        description:
          'Panels with their connection and system status, leads, projects in progress and the current fire perimeters (`fire_zones`, from the fire data poll), each with a position. Things without coordinates are geocoded from their address (waiting a few seconds at most); those that cannot be placed are left off and counted in `unplaced`.',
        security: [{ bearer: [] }],
        response: { 200: mapAnswer, ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) => {
      const [unplacedPanelProperties, leads, projects, zones] = await Promise.all([
        listUnplacedPanelProperties(app.db),
        listMapLeads(app.db),
        listMapProjects(app.db),
        listActiveFireZones(app.db),
      ]);

      // Missing or zero coordinates: geocode the address (stored for next time).
      const placements: Array<Promise<unknown>> = [];
      const placeProperty = (propertyId: number) =>
        placements.push(
          placer.place(`property:${propertyId}`, () =>
            geocoding.ensurePropertyLocation(propertyId),
          ),
        );
      for (const propertyId of unplacedPanelProperties) placeProperty(propertyId);
      for (const project of projects) if (!hasLocation(project)) placeProperty(project.propertyId);
      for (const lead of leads) {
        if (hasLocation(lead)) continue;
        placements.push(
          placer.place(`lead:${lead.id}`, async () => {
            const found = await geocoding.locate(lead.address);
            if (!found) return null;
            const coordinates = { latitude: found.latitude, longitude: found.longitude };
            await storeLeadLocation(app.db, lead.id, coordinates);
            return coordinates;
          }),
        );
      }
      if (placements.length > 0) {
        await Promise.race([Promise.allSettled(placements), sleep(placingBudgetMs)]);
      }
      // Read after placing: the positions found meanwhile are stored and come with the rest.
      const panels = await mapPanelsJson(app.db);

      let unplaced = panels.unplaced;
      const located = <T extends { latitude: number | null; longitude: number | null }>(
        thing: T,
        key: string,
      ): (T & Coordinates) | null => {
        if (hasLocation(thing)) return thing as T & Coordinates;
        const found = placer.placed.get(key);
        if (found) return { ...thing, ...found };
        unplaced++;
        return null;
      };

      // Typed by the answer's schema: what the schema documents is what is written.
      const mapLeads: Array<z.infer<typeof mapLead>> = leads.flatMap((lead) => {
        const at = located(lead, `lead:${lead.id}`);
        if (!at) return [];
        return [
          {
            id: at.id,
            property_name: at.propertyName,
            owner_name: at.ownerName,
            email: at.email,
            phone: at.phone,
            address: at.address,
            latitude: at.latitude,
            longitude: at.longitude,
            status: at.status,
            property_type: at.propertyType,
            acreage: at.acreage,
            estimated_value_cents: at.estimatedValueCents,
            risk_level: at.riskLevel,
            last_contact_at: at.lastContactAt?.toISOString() ?? null,
          },
        ];
      });
      const mapProjects: Array<z.infer<typeof mapProject>> = projects.flatMap((project) => {
        const at = located(project, `property:${project.propertyId}`);
        if (!at) return [];
        return [
          {
            id: at.id,
            project_name: at.projectName,
            property_name: at.propertyName,
            owner_name: at.ownerName,
            address: at.address,
            latitude: at.latitude,
            longitude: at.longitude,
            contractor: at.contractor,
            project_type: at.projectType,
            status: at.status,
            progress: at.progress,
            start_date: at.startDate,
            estimated_completion_date: at.estimatedCompletionDate,
            estimate_amount_cents: at.estimateAmountCents,
          },
        ];
      });
      // The panels come as JSON text from the database; the rest is written here.
      return reply.type('application/json; charset=utf-8').send(
        jsonObjectText({
          panel_fields: JSON.stringify(MAP_PANEL_FIELDS),
          panels: panels.json,
          leads: JSON.stringify(mapLeads),
          projects: JSON.stringify(mapProjects),
          fire_zones: JSON.stringify(zones satisfies Array<z.infer<typeof fireZone>>),
          unplaced: String(unplaced),
        }),
      );
    },
  );
}
