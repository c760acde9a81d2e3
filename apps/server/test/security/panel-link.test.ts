import { closedPort, build } from '../helper';
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
