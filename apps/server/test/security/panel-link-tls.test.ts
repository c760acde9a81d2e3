import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mqtt from 'mqtt';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#src/config/env';
import { build, closedPort } from '../helper';

describe('the panel link: listening address and TLS', () => {
  it('the embedded broker listens on the loopback unless MQTT_HOST says otherwise', () => {
    expect(loadConfig({}).mqttHost).toBe('127.0.0.1');
    expect(loadConfig({ MQTT_HOST: '0.0.0.0' }).mqttHost).toBe('0.0.0.0');
  });

  it('a TLS listener needs both MQTT_TLS_CERT and MQTT_TLS_KEY, as files that exist', () => {
    expect(() => loadConfig({ MQTT_TLS_CERT: __filename })).toThrow(/MQTT_TLS_KEY/);
    expect(() => loadConfig({ MQTT_TLS_KEY: __filename })).toThrow(/MQTT_TLS_CERT/);
    expect(() =>
      loadConfig({ MQTT_TLS_CERT: '/nonexistent/cert.pem', MQTT_TLS_KEY: __filename }),
    ).toThrow(/MQTT_TLS_CERT: no such file/);
    const config = loadConfig({ MQTT_TLS_CERT: __filename, MQTT_TLS_KEY: __filename });
    expect(config.mqttTls).toEqual({ port: 8883, certFile: __filename, keyFile: __filename });
  });

  it('dynamic security is for an external broker only', () => {
    expect(() => loadConfig({ MQTT_DYNSEC: '1' })).toThrow(/MQTT_DYNSEC/);
  });
});

describe('the embedded broker over TLS', async () => {
  const { dir, cert, key } = (() => {
    const made = fs.mkdtempSync(path.join(os.tmpdir(), 'wd-mqtts-'));
    const files = { dir: made, cert: path.join(made, 'cert.pem'), key: path.join(made, 'key.pem') };
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        files.key,
        '-out',
        files.cert,
      ],
      { stdio: 'ignore' },
    );
    return files;
  })();
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const port = await closedPort();
  const { app, injectAs } = await build({
    MQTT_URL: '',
    MQTTS_PORT: String(port),
    MQTT_TLS_CERT: cert,
    MQTT_TLS_KEY: key,
  });

  it('a panel signs in over TLS with its credentials; the secret never crosses in clear', async () => {
    const issued = await injectAs('admin@demo.test', {
      method: 'POST',
      url: '/api/admin/panels/WD-1001/credentials',
    });
    const { password } = issued.json<{ password: string }>();
    const panel = await mqtt.connectAsync(`mqtts://127.0.0.1:${String(port)}`, {
      clientId: 'WD-1001',
      username: 'WD-1001',
      password,
      ca: fs.readFileSync(cert),
      reconnectPeriod: 0,
    });
    expect(panel.connected).toBe(true);
    await panel.endAsync();
    await expect(
      mqtt.connectAsync(`mqtts://127.0.0.1:${String(port)}`, {
        ca: fs.readFileSync(cert),
        reconnectPeriod: 0,
      }),
    ).rejects.toMatchObject({ code: 5 });
    expect(app.config.mqttTls?.port).toBe(port);
  });
});
