import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startFleet, type Fleet, type FleetPanel } from '@wildfire/panel-sim';
import type { TagValue } from '@wildfire/shared';
import { scadaDefinitions, sites, tagLatest } from '../../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    /** The simulated demo panels, when SIMULATE_PANELS is on. */
    simulator: Fleet | null;
  }
}

const layoutNumber = (definition: Record<string, unknown>, key: string, fallback: number) =>
  typeof definition[key] === 'number' ? (definition[key] as number) : fallback;

/**
 * Plays every demo panel that has reported before, from its stored state, through the same
 * broker and protocol as real panels. The never-reported panel stays silent.
 */
export default fp<{ enabled: boolean }>(
  async function panelSimulator(app: FastifyInstance, { enabled }) {
    if (!enabled) {
      app.decorate('simulator', null);
      return;
    }
    const rows = await app.db
      .select({
        siteId: sites.siteId,
        panelNumber: sites.panelNumber,
        definition: scadaDefinitions.definition,
      })
      .from(sites)
      .innerJoin(scadaDefinitions, eq(scadaDefinitions.siteId, sites.siteId));
    const tags = await app.db
      .select({ siteId: tagLatest.siteId, tag: tagLatest.tag, value: tagLatest.value })
      .from(tagLatest);
    const panels: FleetPanel[] = [];
    for (const row of rows) {
      const initialTags: Record<string, TagValue> = {};
      for (const t of tags) if (t.siteId === row.siteId) initialTags[t.tag] = t.value;
      if (Object.keys(initialTags).length === 0) continue;
      panels.push({
        siteId: row.siteId,
        layout: {
          panelNumber: row.panelNumber,
          pumps: layoutNumber(row.definition, 'pumps', 2),
          pressureSensors: layoutNumber(row.definition, 'pressure_sensors', 2),
          temperatureSensors: layoutNumber(row.definition, 'temperature_sensors', 2),
        },
        initialTags,
      });
    }
    const fleet = await startFleet({
      connect: (options) => app.broker.connect(options),
      panels,
      onError: (siteId, error) =>
        app.log.warn({ siteId, err: error.message }, 'simulated panel error'),
    });
    app.decorate('simulator', fleet);
    app.log.info(`simulating ${panels.length} demo panels`);
    app.addHook('onClose', () => fleet.stop());
  },
  { name: 'panel-simulator', dependencies: ['panels'] },
);
