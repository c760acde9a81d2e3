import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { MqttClient } from 'mqtt';
import { parsePanelTopic, statusMessageSchema } from '@wildfire/shared';
import { panelCredentials } from '../db/schema';

/**
 * When each panel last connected, on an external broker, which does not tell the server about
 * CONNECTs (the embedded broker records them as it checks the secret): a panel announces each
 * connection with a status `online: true`, so the first such status after it was offline (or
 * since this instance started listening) is a connection. Retained statuses are old news.
 */
export function trackPanelConnections(app: FastifyInstance, client: MqttClient) {
  const online = new Set<string>();
  client.on('message', (topic, payload, packet) => {
    const where = parsePanelTopic(topic);
    if (!where || where.channel !== 'status' || packet.retain) return;
    let json: unknown;
    try {
      json = JSON.parse(payload.toString('utf8'));
    } catch {
      return;
    }
    const parsed = statusMessageSchema.safeParse(json);
    if (!parsed.success) return;
    if (!parsed.data.online) {
      online.delete(where.siteId);
      return;
    }
    if (online.has(where.siteId)) return;
    online.add(where.siteId);
    app.db
      .update(panelCredentials)
      .set({ lastConnectedAt: new Date() })
      .where(eq(panelCredentials.siteId, where.siteId))
      .catch((error: unknown) => {
        online.delete(where.siteId);
        app.log.warn({ err: error, siteId: where.siteId }, 'could not record a panel connection');
      });
  });
}
