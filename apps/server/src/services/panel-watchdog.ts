import { and, eq, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { OFFLINE_AFTER_MS } from '@wildfire/shared';
import { gatewayEvents, panelLog, panelMessages, sites } from '../db/schema';

/** How long the MQTT message log keeps messages. */
export const MESSAGE_LOG_RETENTION_MS = 7 * 24 * 60 * 60_000;

/** Panels silent for 90 s are offline even without a last will (the link died quietly). */
export async function markSilentPanelsOffline(app: FastifyInstance, now = new Date()) {
  const silent = await app.db
    .update(sites)
    .set({ online: false })
    .where(
      and(eq(sites.online, true), lt(sites.lastSeenAt, new Date(now.getTime() - OFFLINE_AFTER_MS))),
    )
    .returning({ siteId: sites.siteId });
  for (const { siteId } of silent) {
    await app.db
      .insert(gatewayEvents)
      .values({ siteId, online: false, reason: 'no heartbeat for 90 seconds' });
    await app.db
      .insert(panelLog)
      .values({ siteId, level: 'WARN', message: 'Gateway offline: no heartbeat for 90 seconds' });
  }
  return silent.length;
}

export async function pruneMessageLog(app: FastifyInstance, now = new Date()) {
  await app.db
    .delete(panelMessages)
    .where(lt(panelMessages.at, new Date(now.getTime() - MESSAGE_LOG_RETENTION_MS)));
}
