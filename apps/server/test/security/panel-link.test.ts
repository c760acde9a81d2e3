import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '#src/services/live-hub';
import { closedPort, build, eventually } from '../helper';
import { panelLinkAttacks } from './panel-link-attacks';

/**
 * Issue 30 on the embedded broker, reached over TCP as a panel on the network reaches it: every
 * panel proves who it is and may speak only for itself. (The same attacks run against Mosquitto
 * with dynamic security in test-real/panel-link-dynsec.test.ts.)
 */
panelLinkAttacks('the panel link on the embedded broker', async () => {
  const port = await closedPort();
  // Embedded even where the suite runs against Mosquitto (the CI run on real servers).
  const { app, injectAs } = await build({ MQTT_URL: '', MQTT_PORT: String(port) });
  return { app, injectAs, brokerUrl: `mqtt://127.0.0.1:${String(port)}` };
});

describe('server events', async () => {
  const { app } = await build({ MQTT_URL: '' });

  it('server events are validated against their schema before any browser sees them', async () => {
    const seen: LiveEvent[] = [];
    const unsubscribe = app.live.subscribe('WD-1001', (event) => seen.push(event));
    // Even a connection that may publish there (the server's own) gets nothing malformed through.
    const server = app.broker.connect({ clientId: 'server-events-test', clean: true });
    try {
      await eventually(() => server.connected);
      const topic = 'wildfire/v1/server/WD-1001/command';
      const malformed = [
        { command_id: 'not-a-uuid', status: 'acknowledged', tag: 'HMI_SYSTEM_CMD' },
        { command_id: crypto.randomUUID(), status: 'hacked', tag: 'HMI_SYSTEM_CMD' },
        { command_id: crypto.randomUUID(), status: 'failed', tag: '<img src=x onerror=alert(1)>' },
        { command_id: crypto.randomUUID(), status: 'failed', tag: 'HMI_SD_CMD', html: '<b>' },
      ];
      for (const body of malformed) await server.publishAsync(topic, JSON.stringify(body));
      await server.publishAsync('wildfire/v1/server/WD-1001/alert', JSON.stringify({ title: 7 }));
      await server.publishAsync('wildfire/v1/server/WD-1001/alert', 'not json');
      const valid = { command_id: crypto.randomUUID(), status: 'failed', tag: 'HMI_SD_CMD' };
      await server.publishAsync(topic, JSON.stringify(valid));
      await eventually(() => seen.length > 0);
      await new Promise((r) => setTimeout(r, 100));
      expect(seen).toEqual([{ type: 'command', ...valid }]);
    } finally {
      unsubscribe();
      await server.endAsync(true);
    }
  });
});
