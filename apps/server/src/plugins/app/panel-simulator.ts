import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startFleet, type Fleet, type FleetPanel } from '@wildfire/panel-sim';
import type { TagValue } from '@wildfire/shared';
import {
  auditLog,
  panelCredentials,
  scadaDefinitions,
  sites,
  tagLatest,
} from '#src/db/schema/index';
import { hashPanelSecret, panelSecretMatches } from '#src/services/panel-credentials';
import { loadGeneratedSecret } from '#src/services/secrets';

declare module 'fastify' {
  interface FastifyInstance {
    /** The simulated demo panels, when SIMULATE_PANELS is on. */
    simulator: Fleet | null;
  }
}

/**
 * The secret of a simulated panel: derived from the simulator's own secret in DATA_DIR, so the
 * simulator knows it at every start while the database keeps only its hash, as for any panel.
 */
const simulatedPanelSecret = (simulatorSecret: string, siteId: string) =>
  crypto.createHmac('sha256', simulatorSecret).update(`panel:${siteId}`).digest('base64url');

/**
 * Give each simulated panel credentials when it has none (the first start after the demo seed),
 * audited and never printed. Returns each panel's secret; a panel whose credentials staff
 * rotated since is left with them, and stays offline until they are issued again from here.
 */
async function provisionSimulatedPanels(app: FastifyInstance, siteIds: string[]) {
  const simulatorSecret = loadGeneratedSecret(app.config.dataDir, 'simulated-panels');
  const stored = new Map(
    (
      await app.db
        .select({ siteId: panelCredentials.siteId, secretHash: panelCredentials.secretHash })
        .from(panelCredentials)
    ).map((r) => [r.siteId, r.secretHash]),
  );
  const secrets = new Map<string, string>();
  const issued: string[] = [];
  for (const siteId of siteIds) {
    const secret = simulatedPanelSecret(simulatorSecret, siteId);
    secrets.set(siteId, secret);
    const hash = stored.get(siteId);
    if (hash === undefined) issued.push(siteId);
    else if (!panelSecretMatches(secret, hash))
      app.log.warn({ siteId }, 'simulated panel has credentials the simulator does not know');
  }
  if (issued.length > 0) {
    await app.db.transaction(async (tx) => {
      await tx
        .insert(panelCredentials)
        .values(
          issued.map((siteId) => ({ siteId, secretHash: hashPanelSecret(secrets.get(siteId)!) })),
        )
        .onConflictDoNothing();
      await tx.insert(auditLog).values(
        issued.map((siteId) => ({
          action: 'panel.credentials.issue',
          targetType: 'site',
          targetId: siteId,
          details: { by: 'demo panel simulator' },
        })),
      );
    });
  }
  return secrets;
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
    const secrets = await provisionSimulatedPanels(
      app,
      panels.map((p) => p.siteId),
    );
    for (const panel of panels) panel.password = secrets.get(panel.siteId);
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
