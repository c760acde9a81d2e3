import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#src/config/env';
import { loadVapidKeys } from '#src/services/vapid';

describe('environment validation', () => {
  it('refuses to boot and names every bad variable', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
      expect.unreachable('loadConfig accepted bad variables');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as ConfigError).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('LOG_LEVEL');
    }
  });

  it('fire data: WFIGS and FIRMS by default, hotspots off without a map key, polling can be turned off', () => {
    const fire = loadConfig({}).fire;
    expect(fire.perimetersUrl).toMatch(
      /^https:\/\/services3\.arcgis\.com\/.*WFIGS_Interagency_Perimeters_Current\/FeatureServer\/0\/query$/,
    );
    expect(fire).toMatchObject({
      firmsUrl: 'https://firms.modaps.eosdis.nasa.gov',
      firmsMapKey: undefined,
      polling: true,
    });
    expect(loadConfig({ FIRE_DATA_POLLING: '0' }).fire.polling).toBe(false);
    expect(() => loadConfig({ FIRMS_MAP_KEY: 'not a key/../' })).toThrow(/FIRMS_MAP_KEY/);
    expect(() => loadConfig({ FIRE_PERIMETERS_URL: 'ftp://x' })).toThrow(/FIRE_PERIMETERS_URL/);
  });

  it('production requires an explicit TOKEN_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/TOKEN_SECRET/);
  });

  it('TOKEN_SECRET_PREVIOUS only beside a TOKEN_SECRET that differs from it', () => {
    expect(() => loadConfig({ TOKEN_SECRET_PREVIOUS: 'p'.repeat(40) })).toThrow(
      /TOKEN_SECRET_PREVIOUS: only with TOKEN_SECRET/,
    );
    expect(() =>
      loadConfig({ TOKEN_SECRET: 'x'.repeat(40), TOKEN_SECRET_PREVIOUS: 'x'.repeat(40) }),
    ).toThrow(/TOKEN_SECRET_PREVIOUS: must differ from TOKEN_SECRET/);
    expect(() =>
      loadConfig({ TOKEN_SECRET: 'x'.repeat(40), TOKEN_SECRET_PREVIOUS: 'short' }),
    ).toThrow(/TOKEN_SECRET_PREVIOUS: must be at least 32 characters/);
    const config = loadConfig({
      TOKEN_SECRET: 'x'.repeat(40),
      TOKEN_SECRET_PREVIOUS: 'p'.repeat(40),
    });
    expect(config.tokenSecretPrevious).toBe('p'.repeat(40));
  });

  it('production never seeds demo data', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', TOKEN_SECRET: 'x'.repeat(40), DEMO_SEED: '1' }),
    ).toThrow(/DEMO_SEED/);
    const config = loadConfig({ NODE_ENV: 'production', TOKEN_SECRET: 'x'.repeat(40) });
    expect(config.demoSeed).toBe(false);
    expect(config.simulatePanels).toBe(false);
  });

  it('the embedded default serves on port 3000 with demo data and simulated panels', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.mqttUrl).toBeUndefined();
    expect(config.demoSeed).toBe(true);
    expect(config.simulatePanels).toBe(true);
    expect(config.weatherApiUrl).toBe('https://api.weather.gov');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).port).toBe(3000);
  });

  it('an external database turns the demo defaults off unless asked for', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://db/x' });
    expect(config.demoSeed).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/x', DEMO_SEED: '1' }).demoSeed).toBe(true);
  });

  it('MQTT_CLIENT_ID names the instance on the broker (a fresh session each start without it)', () => {
    expect(loadConfig({}).mqttClientId).toBeUndefined();
    expect(loadConfig({ MQTT_CLIENT_ID: 'wildfire-api-0' }).mqttClientId).toBe('wildfire-api-0');
    expect(() => loadConfig({ MQTT_CLIENT_ID: 'api 0/#' })).toThrow(/MQTT_CLIENT_ID/);
  });

  it('TRUST_PROXY names the proxies in front by address, never every address', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(
      loadConfig({ TRUST_PROXY: '10.0.0.5, 10.0.0.0/8,fd00::/8,loopback' }).trustProxy,
    ).toEqual(['10.0.0.5', '10.0.0.0/8', 'fd00::/8', 'loopback']);
    for (const bad of ['true', '*', '1', '10.0.0.0/33', '10.0.0', 'proxy.example', '10.0.0.5,']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('SMS_URL is the SMS gateway, with SMS_FROM the number texts come from', () => {
    expect(loadConfig({}).sms).toBeUndefined();
    const url = 'https://AC1:token@api.twilio.com/2010-04-01/Accounts/AC1/Messages.json';
    expect(loadConfig({ SMS_URL: url, SMS_FROM: '+15555550100' }).sms).toEqual({
      url,
      from: '+15555550100',
    });
    expect(() => loadConfig({ SMS_URL: url })).toThrow(/SMS_FROM: required with SMS_URL/);
    expect(() => loadConfig({ SMS_URL: 'ftp://gateway', SMS_FROM: '+15555550100' })).toThrow(
      /SMS_URL/,
    );
    expect(() => loadConfig({ SMS_URL: url, SMS_FROM: '555-0100' })).toThrow(/SMS_FROM/);
  });

  it('VAPID keys come as a pair, with a mailto: or https: subject; absent, they are generated', () => {
    const keys = webpush.generateVAPIDKeys();
    const config = loadConfig({
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: 'mailto:ops@example.com',
    });
    expect(config.vapid).toEqual({ ...keys, subject: 'mailto:ops@example.com' });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(
      /VAPID_PRIVATE_KEY: Web Push needs both/,
    );
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: 'x' })).toThrow(
      /VAPID_PUBLIC_KEY: must be the base64url VAPID public key/,
    );
    expect(() => loadConfig({ VAPID_SUBJECT: 'http://example.com' })).toThrow(/VAPID_SUBJECT/);
    expect(loadConfig({}).vapid.publicKey).toBeUndefined();

    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vapid-'));
    const generated = loadVapidKeys(loadConfig({ DATA_DIR: dataDir }));
    expect(Buffer.from(generated.publicKey, 'base64url')).toHaveLength(65);
    // The same pair at the next start: devices subscribed with it keep receiving.
    expect(loadVapidKeys(loadConfig({ DATA_DIR: dataDir }))).toEqual(generated);
    expect(fs.statSync(path.join(dataDir, 'secrets', 'vapid.json')).mode & 0o077).toBe(0);
  });
});
