import { and, eq, inArray, lt } from 'drizzle-orm';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { OFFLINE_AFTER_MS } from '@wildfire/shared';
import { gatewayEvents, ingestQuarantine, panelLog, panelMessages, sites } from '../db/schema';

/** How long the MQTT message log keeps messages. */
export const MESSAGE_LOG_RETENTION_MS = 7 * 24 * 60 * 60_000;

const SILENT_REASON = 'no heartbeat for 90 seconds';

/** Panels marked offline per statement; the event loop gets a turn between two. */
const SILENT_BATCH = 1_000;

/** Panels silent for 90 s are offline even without a last will (the link died quietly). */
export async function markSilentPanelsOffline(app: FastifyInstance, now = new Date()) {
  const silentSince = new Date(now.getTime() - OFFLINE_AFTER_MS);
  let marked = 0;
  // Many at once when a cell tower fails: a thousand panels per statement, not one by one, and
  // a turn of the event loop after each thousand (the embedded database gives none while it
  // works: 5,000 panels in one statement kept the server deaf for half a second).
  for (;;) {
    const silent = await app.db
      .update(sites)
      .set({ online: false })
      // Checked again on the row itself: another instance's watchdog may have marked it first.
      .where(and(inArray(sites.siteId, silentPanels(app, silentSince)), isSilent(silentSince)))
      .returning({ siteId: sites.siteId });
    if (silent.length === 0) return marked;
    marked += silent.length;
    await app.db
      .insert(gatewayEvents)
      .values(silent.map(({ siteId }) => ({ siteId, online: false, reason: SILENT_REASON })));
    await app.db.insert(panelLog).values(
      silent.map(({ siteId }) => ({
        siteId,
        level: 'WARN' as const,
        message: `Gateway offline: ${SILENT_REASON}`,
      })),
    );
    await nextTurn();
  }
}

const isSilent = (silentSince: Date) =>
  and(eq(sites.online, true), lt(sites.lastSeenAt, silentSince));

/** Up to SILENT_BATCH online panels that have been silent since `silentSince`. */
function silentPanels(app: FastifyInstance, silentSince: Date) {
  return app.db
    .select({ siteId: sites.siteId })
    .from(sites)
    .where(isSilent(silentSince))
    .limit(SILENT_BATCH);
}

export async function pruneMessageLog(app: FastifyInstance, now = new Date()) {
  await app.db
    .delete(panelMessages)
    .where(lt(panelMessages.at, new Date(now.getTime() - MESSAGE_LOG_RETENTION_MS)));
  // Refused messages stay for as long as the log around them.
  await app.db
    .delete(ingestQuarantine)
    .where(lt(ingestQuarantine.receivedAt, new Date(now.getTime() - MESSAGE_LOG_RETENTION_MS)));
}
