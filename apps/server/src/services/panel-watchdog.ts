import { and, eq, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { OFFLINE_AFTER_MS } from '@wildfire/shared';
import { gatewayEvents, panelLog, panelMessages, sites } from '../db/schema';
import { inChunks } from '../lib/in-chunks';

/** How long the MQTT message log keeps messages. */
export const MESSAGE_LOG_RETENTION_MS = 7 * 24 * 60 * 60_000;

const SILENT_REASON = 'no heartbeat for 90 seconds';

/** Panels silent for 90 s are offline even without a last will (the link died quietly). */
export async function markSilentPanelsOffline(app: FastifyInstance, now = new Date()) {
  const silent = await app.db
    .update(sites)
    .set({ online: false })
    .where(
      and(eq(sites.online, true), lt(sites.lastSeenAt, new Date(now.getTime() - OFFLINE_AFTER_MS))),
    )
    .returning({ siteId: sites.siteId });
  // Many at once when a cell tower fails: two inserts per thousand panels, not two per panel.
  for (const rows of inChunks(silent, 1_000)) {
    await app.db
      .insert(gatewayEvents)
      .values(rows.map(({ siteId }) => ({ siteId, online: false, reason: SILENT_REASON })));
    await app.db.insert(panelLog).values(
      rows.map(({ siteId }) => ({
        siteId,
        level: 'WARN' as const,
        message: `Gateway offline: ${SILENT_REASON}`,
      })),
    );
  }
  return silent.length;
}

export async function pruneMessageLog(app: FastifyInstance, now = new Date()) {
  await app.db
    .delete(panelMessages)
    .where(lt(panelMessages.at, new Date(now.getTime() - MESSAGE_LOG_RETENTION_MS)));
}
