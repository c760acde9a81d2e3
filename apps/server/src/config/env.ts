import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { parseS3Url } from '../services/file-stores/s3-location';

/**
 * The server's whole configuration, read once from the environment at start.
 * A bad value stops the boot with a message naming every bad variable.
 */

const flag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((v) => ['1', 'true', 'on', 'yes'].includes(v));

const url = (protocols: string[]) =>
  z.url().refine((v) => protocols.some((p) => v.startsWith(`${p}:`)), {
    message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
  });

/** proxy-addr's names for private ranges, which Fastify's `trustProxy` also takes. */
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/** An address, a CIDR range of one, or a named range. */
const isProxyAddress = (entry: string) => {
  if (NAMED_RANGES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
};

/**
 * Which proxies in front may say who the caller is (X-Forwarded-For, -Proto, -Host): their
 * addresses. Never "all": a client could then name any address as its own and step around the
 * per-address sign-in limit. Not a hop count either: Fastify ignores the forwarded headers then,
 * as a count cannot tell a proxy from a caller.
 */
const trustProxy = z
  .string()
  .transform((value) => value.split(',').map((entry) => entry.trim()))
  .refine((entries) => entries.every(isProxyAddress), {
    message:
      'must be the addresses of the proxies in front, comma separated (10.0.0.5, 10.0.0.0/8, loopback); trusting every address would let a client choose its own',
  });

/** An S3 location FILE_STORE_URL may name (services/file-stores/s3.ts reads it). */
function isS3Url(value: string) {
  try {
    parseS3Url(value);
    return true;
  } catch {
    return false;
  }
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: url(['postgres', 'postgresql']).optional(),
  FILE_STORE_URL: z
    .string()
    .refine(isS3Url, {
      message: 'must be s3://bucket[/prefix][?endpoint=…&region=…], without credentials',
    })
    .optional(),
  MQTT_URL: url(['mqtt', 'mqtts', 'ws', 'wss', 'tcp']).optional(),
  MQTT_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  MQTT_HOST: z.string().min(1).default('127.0.0.1'),
  MQTTS_PORT: z.coerce.number().int().min(1).max(65535).default(8883),
  MQTT_TLS_CERT: z.string().min(1).optional(),
  MQTT_TLS_KEY: z.string().min(1).optional(),
  MQTT_DYNSEC: flag.optional(),
  MQTT_HOOK_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  MQTT_SHARE_GROUP: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .default('wildfire-ingest'),
  MQTT_CLIENT_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, { message: 'must be 1-64 letters, digits, - or _' })
    .optional(),
  SIMULATE_PANELS: flag.optional(),
  DEMO_SEED: flag.optional(),
  WEATHER_API_URL: url(['http', 'https']).default('https://api.weather.gov'),
  GEOCODER_URL: url(['http', 'https']).default('https://nominatim.openstreetmap.org'),
  FIRE_PERIMETERS_URL: url(['http', 'https']).default(
    'https://services3.arcgis.com/T4QMspbfLg3qTGWY/arcgis/rest/services/WFIGS_Interagency_Perimeters_Current/FeatureServer/0/query',
  ),
  FIRMS_URL: url(['http', 'https']).default('https://firms.modaps.eosdis.nasa.gov'),
  FIRMS_MAP_KEY: z
    .string()
    .regex(/^[A-Za-z0-9]{8,64}$/, { message: 'must be the FIRMS map key (letters and digits)' })
    .optional(),
  FIRE_DATA_POLLING: flag.optional(),
  TILE_URL: z.string().min(1).default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  SMTP_URL: url(['smtp', 'smtps']).optional(),
  MAIL_FROM: z.string().min(3).default('Wildfire Defense <no-reply@wildfire-defense.example>'),
  SMS_URL: url(['https', 'http']).optional(),
  SLACK_WEBHOOK_URL: url(['https', 'http']).optional(),
  SMS_FROM: z
    .string()
    .trim()
    .regex(/^(\+\d{8,15}|[A-Za-z0-9 ]{1,11})$/, {
      message: 'must be the sending number with its country code (+15555550100) or a sender name',
    })
    .optional(),
  PUBLIC_URL: url(['http', 'https']).optional(),
  // VAPID keys as web-push prints them: a P-256 public point (65 bytes) and private scalar (32 bytes).
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{86,88}$/, {
      message: 'must be the base64url VAPID public key (npx web-push generate-vapid-keys)',
    })
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{42,44}$/, {
      message: 'must be the base64url VAPID private key (npx web-push generate-vapid-keys)',
    })
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .refine((v) => /^mailto:[^@\s]+@[^@\s]+$/.test(v) || /^https:\/\/[^\s]+$/.test(v), {
      message: 'must be a mailto: address or an https:// URL push services can reach you at',
    })
    .optional(),
  TOKEN_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  /**
   * The TOKEN_SECRET being rotated out: its tokens stay valid until they expire and the
   * authenticators stored under it are moved to the new one as they are used (operations.md).
   */
  TOKEN_SECRET_PREVIOUS: z
    .string()
    .min(32, { message: 'must be at least 32 characters' })
    .optional(),
  ACCESS_TOKEN_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(7 * 24 * 60)
    .default(12 * 60),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SUPPORT_EMAIL: z.email().default('support@wildfire-defense.example'),
  SUPPORT_PHONE: z.string().min(3).default('(800) 555-0199'),
  WEB_DIST_DIR: z.string().optional(),
  TRUST_PROXY: trustProxy.optional(),
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** An S3-compatible bucket for uploaded files (s3://…); else PostgreSQL or DATA_DIR/uploads. */
  fileStoreUrl: string | undefined;
  mqttUrl: string | undefined;
  mqttPort: number | undefined;
  /** The address the embedded broker's TCP and TLS listeners take (MQTT_HOST, the loopback by default). */
  mqttHost: string;
  /** The embedded broker's TLS listener: MQTTS_PORT with MQTT_TLS_CERT and MQTT_TLS_KEY (PEM files). */
  mqttTls: { port: number; certFile: string; keyFile: string } | undefined;
  /**
   * The external broker is Mosquitto 2 with its dynamic-security plugin: panel credentials are
   * created, rotated and deleted there through `$CONTROL/dynamic-security/v1` (MQTT_DYNSEC).
   */
  mqttDynsec: boolean;
  /** Offers the broker's HTTP auth hooks (`/api/mqtt/auth`, `/api/mqtt/acl`) to whoever sends it. */
  mqttHookSecret: string | undefined;
  /** Shared-subscription group of ingest: instances of one deployment share it. */
  mqttShareGroup: string;
  /**
   * This instance's stable name on the external broker. When set, ingest keeps a persistent
   * session under it, so what panels send while the instance is down waits at the broker.
   */
  mqttClientId: string | undefined;
  simulatePanels: boolean;
  demoSeed: boolean;
  weatherApiUrl: string;
  geocoderUrl: string;
  /**
   * Fire data (docs/fire-data.md): WFIGS perimeters, FIRMS hotspots (off without a map key),
   * polled every 5 minutes unless `polling` is off.
   */
  fire: {
    perimetersUrl: string;
    firmsUrl: string;
    firmsMapKey: string | undefined;
    polling: boolean;
  };
  tileUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * The SMS gateway (SMS_URL, with its credentials) and the number texts come from; without it
   * texts are only written to the server log.
   */
  sms: { url: string; from: string } | undefined;
  /** Slack's incoming webhook staff alerts are posted to (SLACK_WEBHOOK_URL); absent: none. */
  slackWebhookUrl: string | undefined;
  /** Where people reach the product; links in emails start with it. */
  publicUrl: string;
  /**
   * Web Push: the VAPID key pair (both or neither; absent, one is generated into DATA_DIR) and
   * the contact push services see (VAPID_SUBJECT, default mailto: the support address).
   */
  vapid: { publicKey: string | undefined; privateKey: string | undefined; subject: string };
  /** Explicit secret; when absent (embedded default) one is generated into DATA_DIR. */
  tokenSecret: string | undefined;
  /** The secret being rotated out, still read (tokens, stored authenticators), never written. */
  tokenSecretPrevious: string | undefined;
  accessTokenTtlSeconds: number;
  logLevel: string;
  supportEmail: string;
  supportPhone: string;
  webDistDir: string | undefined;
  /**
   * The addresses of the proxies whose forwarded headers name the caller (`request.ip`, used
   * by the sign-in limits, sessions and the audit log); false when the server faces callers
   * directly.
   */
  trustProxy: false | string[];
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Read and check the configuration; throws ConfigError naming every bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  // Empty strings mean "not set", as shells and .env files often leave them.
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  const embedded = !env.DATABASE_URL && !env.MQTT_URL;

  const problems: string[] = [];
  if (isProduction && !env.TOKEN_SECRET) {
    problems.push('TOKEN_SECRET: required when NODE_ENV=production (at least 32 characters)');
  }
  if (env.TOKEN_SECRET_PREVIOUS && !env.TOKEN_SECRET) {
    problems.push('TOKEN_SECRET_PREVIOUS: only with TOKEN_SECRET (the secret that replaces it)');
  }
  if (env.TOKEN_SECRET_PREVIOUS && env.TOKEN_SECRET_PREVIOUS === env.TOKEN_SECRET) {
    problems.push('TOKEN_SECRET_PREVIOUS: must differ from TOKEN_SECRET');
  }
  if (isProduction && env.DEMO_SEED) {
    problems.push('DEMO_SEED: demo data is never seeded when NODE_ENV=production');
  }
  if (env.SMS_URL && !env.SMS_FROM) {
    problems.push('SMS_FROM: required with SMS_URL (the number the texts come from)');
  }
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    problems.push(
      `${env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'}: Web Push needs both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY`,
    );
  }
  if (Boolean(env.MQTT_TLS_CERT) !== Boolean(env.MQTT_TLS_KEY)) {
    problems.push(
      `${env.MQTT_TLS_CERT ? 'MQTT_TLS_KEY' : 'MQTT_TLS_CERT'}: the TLS listener needs both MQTT_TLS_CERT and MQTT_TLS_KEY`,
    );
  }
  for (const name of ['MQTT_TLS_CERT', 'MQTT_TLS_KEY'] as const) {
    const file = env[name];
    if (file && !fs.existsSync(file)) problems.push(`${name}: no such file ${file}`);
  }
  if (env.MQTT_DYNSEC && !env.MQTT_URL) {
    problems.push('MQTT_DYNSEC: only with MQTT_URL (the embedded broker checks panels itself)');
  }
  if (problems.length > 0) throw new ConfigError(problems);

  return {
    env: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    fileStoreUrl: env.FILE_STORE_URL,
    mqttUrl: env.MQTT_URL,
    mqttPort: env.MQTT_PORT,
    mqttHost: env.MQTT_HOST,
    mqttTls:
      env.MQTT_TLS_CERT && env.MQTT_TLS_KEY
        ? { port: env.MQTTS_PORT, certFile: env.MQTT_TLS_CERT, keyFile: env.MQTT_TLS_KEY }
        : undefined,
    mqttDynsec: env.MQTT_DYNSEC ?? false,
    mqttHookSecret: env.MQTT_HOOK_SECRET,
    mqttShareGroup: env.MQTT_SHARE_GROUP,
    mqttClientId: env.MQTT_CLIENT_ID,
    // The demo defaults are on only for the embedded, non-production setup.
    simulatePanels: env.SIMULATE_PANELS ?? (embedded && !isProduction),
    demoSeed: env.DEMO_SEED ?? (embedded && !isProduction),
    weatherApiUrl: env.WEATHER_API_URL,
    geocoderUrl: env.GEOCODER_URL,
    fire: {
      perimetersUrl: env.FIRE_PERIMETERS_URL,
      firmsUrl: env.FIRMS_URL,
      firmsMapKey: env.FIRMS_MAP_KEY,
      polling: env.FIRE_DATA_POLLING ?? true,
    },
    tileUrl: env.TILE_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    sms: env.SMS_URL && env.SMS_FROM ? { url: env.SMS_URL, from: env.SMS_FROM } : undefined,
    slackWebhookUrl: env.SLACK_WEBHOOK_URL,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    vapid: {
      publicKey: env.VAPID_PUBLIC_KEY,
      privateKey: env.VAPID_PRIVATE_KEY,
      subject: env.VAPID_SUBJECT ?? `mailto:${env.SUPPORT_EMAIL}`,
    },
    tokenSecret: env.TOKEN_SECRET,
    tokenSecretPrevious: env.TOKEN_SECRET_PREVIOUS,
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_MINUTES * 60,
    logLevel: env.LOG_LEVEL,
    supportEmail: env.SUPPORT_EMAIL,
    supportPhone: env.SUPPORT_PHONE,
    webDistDir: env.WEB_DIST_DIR,
    trustProxy: env.TRUST_PROXY ?? false,
  };
}
