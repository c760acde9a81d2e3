/**
 * Standalone simulator: `npm run sim -- --broker mqtt://127.0.0.1:1883 --panels 1000`
 *   [--first 2001] [--credentials panels.json] [--tick-ms 1000] [--heartbeat-ms 30000]
 *   [--fault low_water|pump_failure|overheat --fault-panel WD-2001 --fault-after 0]
 * Site ids are WD-{first+i}; the default first id (2001) stays clear of the demo panels.
 * Each panel signs in with its own credentials (username = site id) from the credentials file,
 * a JSON object of site id → secret (PANEL_CREDENTIALS names it too); the file is never printed.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { siteIdForPanel } from '@wildfire/shared';
import { numberedPanels, startFleet } from './fleet';
import { isFaultKind } from './panel-model';

const USAGE =
  'usage: npm run sim -- --broker mqtt://127.0.0.1:1883 --panels 1000 [--first 2001] ' +
  '[--credentials panels.json] ' +
  '[--tick-ms 1000] [--heartbeat-ms 30000] [--fault low_water|pump_failure|overheat|clear] ' +
  '[--fault-panel WD-2001] [--fault-after SECONDS]';

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

function integer(value: string | undefined, name: string, fallback: number, min: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) fail(`--${name} must be a whole number ≥ ${min}`);
  return n;
}

const { values } = (() => {
  try {
    return parseArgs({
      options: {
        broker: { type: 'string' },
        panels: { type: 'string' },
        first: { type: 'string' },
        credentials: { type: 'string' },
        'tick-ms': { type: 'string' },
        'heartbeat-ms': { type: 'string' },
        fault: { type: 'string' },
        'fault-panel': { type: 'string' },
        'fault-after': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    return fail((error as Error).message);
  }
})();

if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

const brokerUrl = values.broker ?? process.env.MQTT_URL ?? 'mqtt://127.0.0.1:1883';
try {
  const protocol = new URL(brokerUrl).protocol;
  if (!['mqtt:', 'mqtts:', 'tcp:', 'ws:', 'wss:'].includes(protocol)) throw new Error(protocol);
} catch {
  fail(`--broker ${brokerUrl} is not an MQTT URL (mqtt://host:1883)`);
}
const count = integer(values.panels, 'panels', 1, 1);
const first = integer(values.first, 'first', 2001, 1);
const tickMs = integer(values['tick-ms'], 'tick-ms', 1000, 10);
const heartbeatMs = values['heartbeat-ms']
  ? integer(values['heartbeat-ms'], 'heartbeat-ms', 30_000, 100)
  : undefined;
const fault = values.fault;
if (fault !== undefined && !isFaultKind(fault)) fail(`unknown fault ${fault}`);
const faultPanel = values['fault-panel'] ?? siteIdForPanel(first);
const faultAfterS = integer(values['fault-after'], 'fault-after', 0, 0);

const panels = numberedPanels(count, first);
const credentialsFile = values.credentials ?? process.env.PANEL_CREDENTIALS;
if (credentialsFile) {
  let secrets: Record<string, unknown>;
  try {
    secrets = JSON.parse(fs.readFileSync(credentialsFile, 'utf8')) as Record<string, unknown>;
  } catch (error) {
    fail(`--credentials ${credentialsFile}: ${(error as Error).message}`);
  }
  const missing = panels.filter((p) => typeof secrets[p.siteId] !== 'string');
  if (missing.length > 0) {
    fail(`--credentials ${credentialsFile} has no secret for ${missing[0]!.siteId}`);
  }
  for (const panel of panels) panel.password = secrets[panel.siteId] as string;
}
if (fault && !panels.some((p) => p.siteId === faultPanel)) {
  fail(`--fault-panel ${faultPanel} is not one of the simulated panels`);
}

let lastError = '';
const fleet = startFleet({
  brokerUrl,
  panels,
  tickMs,
  heartbeatMs,
  onError: (siteId, error) => {
    lastError = `${siteId}: ${error.message}`;
  },
});
console.log(
  `[sim] ${count} panel(s) ${panels[0]?.siteId}…${panels.at(-1)?.siteId} → ${brokerUrl}, ` +
    `tick ${tickMs} ms, ${credentialsFile ? 'with their credentials' : 'anonymous'}`,
);

let faultTimer: NodeJS.Timeout | undefined;
if (fault && isFaultKind(fault)) {
  faultTimer = setTimeout(() => {
    fleet.injectFault(faultPanel, fault);
    console.log(`[sim] fault ${fault} injected on ${faultPanel}`);
  }, faultAfterS * 1000);
}

const fmt = new Intl.NumberFormat('en-US');
let lastPublished = 0;
let lastAt = Date.now();
const summary = setInterval(() => {
  const s = fleet.stats();
  const now = Date.now();
  const rate = ((s.published - lastPublished) * 1000) / Math.max(1, now - lastAt);
  lastPublished = s.published;
  lastAt = now;
  const error = s.connected < s.panels && lastError ? ` · last error ${lastError}` : '';
  console.log(
    `[sim] ${fmt.format(s.connected)}/${fmt.format(s.panels)} connected · ` +
      `${fmt.format(s.published)} messages published (${fmt.format(Math.round(rate))}/s) · ` +
      `${fmt.format(s.commandsExecuted)} commands executed, ${fmt.format(s.commandsRejected)} rejected` +
      error,
  );
}, 10_000);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`[sim] ${signal}: stopping ${count} panel(s)…`);
  clearInterval(summary);
  clearTimeout(faultTimer);
  await fleet.stop();
  console.log(`[sim] stopped; ${fmt.format(fleet.stats().published)} messages published`);
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
