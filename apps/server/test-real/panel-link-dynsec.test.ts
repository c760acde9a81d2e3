import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mqtt from 'mqtt';
import { afterAll } from 'vitest';
import { DynamicSecurity } from '../src/services/dynsec';
import { build, closedPort } from '../test/helper';
import { panelLinkAttacks } from '../test/security/panel-link-attacks';
import { listening } from '../test/local-ports';

/**
 * Issue 30 on Mosquitto 2 with its dynamic-security plugin and anonymous access off, as
 * docs/operations.md sets it up: a Mosquitto of this file's own on a free port. The server
 * connects with its own credentials from MQTT_URL and provisions each panel through
 * `$CONTROL/dynamic-security/v1`; the same attacks as on the embedded broker must all fail.
 */
const PLUGIN =
  process.env.MOSQUITTO_DYNSEC_PLUGIN ?? '/usr/lib/x86_64-linux-gnu/mosquitto_dynamic_security.so';
const MOSQUITTO = process.env.TEST_MOSQUITTO ?? 'mosquitto';
if (!fs.existsSync(PLUGIN)) {
  throw new Error(
    `Mosquitto's dynamic-security plugin is not at ${PLUGIN} (MOSQUITTO_DYNSEC_PLUGIN)`,
  );
}

/** Mosquitto with dynamic security; its admin creates the server's own client as operations.md says. */
async function startDynsecMosquitto() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wd-dynsec-'));
  const port = await closedPort();
  const adminPassword = crypto.randomBytes(18).toString('base64url');
  const serverPassword = crypto.randomBytes(18).toString('base64url');
  const state = path.join(dir, 'dynamic-security.json');
  const init = spawnSync('mosquitto_ctrl', ['dynsec', 'init', state, 'admin', adminPassword]);
  if (init.status !== 0)
    throw new Error(`mosquitto_ctrl dynsec init failed: ${String(init.stderr)}`);
  const config = path.join(dir, 'mosquitto.conf');
  fs.writeFileSync(
    config,
    [
      `listener ${String(port)} 127.0.0.1`,
      'allow_anonymous false',
      // Started as root, Mosquitto would become user `mosquitto`, who cannot use this folder.
      `user ${os.userInfo().username}`,
      `plugin ${PLUGIN}`,
      `plugin_opt_config_file ${state}`,
      '',
    ].join('\n'),
  );
  const child = spawn(MOSQUITTO, ['-c', config], { stdio: 'ignore' });
  afterAll(() => {
    child.kill();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  await listening(port);

  const url = `mqtt://127.0.0.1:${String(port)}`;
  const admin = await mqtt.connectAsync(url, {
    username: 'admin',
    password: adminPassword,
    clientId: `dynsec-admin-${crypto.randomBytes(3).toString('hex')}`,
  });
  const dynsec = new DynamicSecurity(admin);
  const answers = await dynsec.run([
    {
      command: 'createRole',
      rolename: 'wildfire-server',
      acls: [
        { acltype: 'publishClientSend', topic: 'wildfire/#', allow: true },
        { acltype: 'subscribePattern', topic: 'wildfire/#', allow: true },
        { acltype: 'subscribePattern', topic: '$share/+/wildfire/#', allow: true },
      ],
    },
    {
      command: 'createClient',
      username: 'wildfire-server',
      password: serverPassword,
      roles: [{ rolename: 'wildfire-server' }, { rolename: 'admin' }],
    },
  ]);
  const failed = answers.find((a) => a.error);
  if (failed) throw new Error(`setting up the server's client: ${failed.error ?? ''}`);
  await admin.endAsync();
  return { url, serverUrl: `mqtt://wildfire-server:${serverPassword}@127.0.0.1:${String(port)}` };
}

panelLinkAttacks('the panel link on Mosquitto with dynamic security', async () => {
  const broker = await startDynsecMosquitto();
  const { app, injectAs } = await build({
    MQTT_URL: broker.serverUrl,
    MQTT_DYNSEC: '1',
    MQTT_SHARE_GROUP: `wildfire-ingest-${crypto.randomBytes(3).toString('hex')}`,
  });
  return { app, injectAs, brokerUrl: broker.url };
});
