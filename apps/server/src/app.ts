import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import pkg from '../package.json' with { type: 'json' };
import type { AppConfig } from './config/env';
import type { DatabaseHandle } from './db/client';
import { findUp } from './lib/paths';
import { serverLoggerOptions } from './lib/redaction';
import accessPlugin from './plugins/app/access';
import fileStorePlugin from './plugins/app/file-store';
import readCachePlugin, { READ_CACHE_MS } from './plugins/app/read-cache';
import errorHandler from './plugins/app/error-handler';
import brokerPlugin from './plugins/external/broker';
import databasePlugin from './plugins/external/database';
import openapiPlugin from './plugins/external/openapi';
import compression from './plugins/external/compression';
import securityHeaders from './plugins/external/security-headers';
import webApp from './plugins/external/web-app';
import authRoutes from './routes/api/auth';
import healthRoutes from './routes/api/health';
import scadaRoutes from './routes/api/scada';
import siteRoutes from './routes/api/sites';
import tagRoutes from './routes/api/tags';
import panelStateRoutes from './routes/api/panel-state';
import { seedDemoIfEmpty } from './seed/seed-demo';
import { loadTokenSecrets } from './services/secrets';
import { loadVapidKeys, type VapidKeys } from './services/vapid';
import { createTokenSigner, type TokenSigner } from './services/tokens';
import { createMailer, type Mailer } from './services/mail';
import { createNotifyProviders, type NotifyProviders } from './services/notify/providers';
import alertRoutes from './routes/api/alerts';
import billingRoutes from './routes/api/billing';
import configRoutes from './routes/api/config';
import mqttHookRoutes from './routes/api/mqtt';
import inboxRoutes from './routes/api/inbox';
import invitationRoutes from './routes/api/invitations';
import memberRoutes from './routes/api/members';
import panelLogRoutes from './routes/api/panel-logs';
import valveRoutes from './routes/api/valves';
import mailLogRoutes from './routes/api/admin/mail-log';
import smsLogRoutes from './routes/api/admin/sms-log';
import liveRoutes from './routes/api/live';
import weatherRoutes from './routes/api/weather';
import panelsPlugin from './plugins/app/panels';
import panelSimulator from './plugins/app/panel-simulator';
import deliveryRetry from './plugins/app/delivery-retry';
import escalationPlugin from './plugins/app/escalation';
import escalationRoutes from './routes/api/escalation';
import noNulInput from './plugins/external/no-nul-input';
import serverMonitorPlugin from './plugins/app/server-monitor';
import systemRoutes from './routes/api/admin/system';
import statisticsRoutes from './routes/api/admin/stats';
import simulatorRoutes from './routes/api/admin/simulator';
import adminUserRoutes from './routes/api/admin/users';
import adminGroupRoutes from './routes/api/admin/groups';
import adminInvitationRoutes from './routes/api/admin/invitations';
import adminActivityRoutes from './routes/api/admin/activity';
import fireWeatherPlugin from './plugins/app/fire-weather';
import fireProximityPlugin from './plugins/app/fire-proximity';
import fireRoutes from './routes/api/fire';
import adminMapRoutes from './routes/api/admin/map';
import adminPanelRoutes from './routes/api/admin/panels';
import adminAlarmRoutes from './routes/api/admin/alarms';
import adminPropertyRoutes from './routes/api/admin/properties';
import broadcastRoutes from './routes/api/admin/broadcasts';
import adminSearchRoutes from './routes/api/admin/search';
import hrRoutes from './routes/api/admin/hr';
import hrDocumentRoutes from './routes/api/admin/documents';
import adminPartnerRoutes from './routes/api/admin/partners';
import adminProjectRoutes from './routes/api/admin/projects';
import partnerRoutes from './routes/api/partner';
import adminCmsRoutes from './routes/api/admin/cms';
import adminBillingRoutes from './routes/api/admin/billing';
import contentRoutes from './routes/api/content';
import adminSupportRoutes from './routes/api/admin/support';
import supportRoutes from './routes/api/support';
import pushRoutes from './routes/api/push';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    tokens: TokenSigner;
    mailer: Mailer;
    /** Texts and push notifications (services/notify). */
    notify: NotifyProviders;
    /** The Web Push key pair browsers subscribe with (services/vapid.ts). */
    vapid: VapidKeys;
    appVersion: string;
  }
}

export interface BuildOptions {
  /** An already open database (tests); otherwise one is opened from the config. */
  database?: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** Periodic panel work (command timeouts, watchdog); tests drive it by hand. */
  panelTimers?: boolean;
  /** How long repeated reads (session, site access, latest tags) are reused; 0 turns it off. */
  readCacheMs?: number;
  /** How often the background fire weather check runs (with panelTimers); default 10 minutes. */
  fireWeatherCheckMs?: number;
}

/** Build the whole product as one Fastify instance; server.ts listens, tests inject. */
export async function buildApp(
  config: AppConfig,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? serverLoggerOptions(config.logLevel),
    bodyLimit: 1024 * 1024,
    // Behind a load balancer every caller would otherwise have its address (docs/operations.md).
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    // Opening the embedded database and migrating it can take a while on a slow disk.
    pluginTimeout: 120_000,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('appVersion', pkg.version);
  const tokenSecrets = loadTokenSecrets(config);
  app.decorate('tokens', createTokenSigner(tokenSecrets.current, tokenSecrets.previous));
  app.decorate(
    'mailer',
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      mailboxDir: path.join(config.dataDir, 'mailbox'),
    }),
  );
  app.addHook('onClose', async () => app.mailer.close());
  app.decorate('vapid', loadVapidKeys(config));
  app.decorate(
    'notify',
    createNotifyProviders(config, app.log, pkg.version, { vapid: app.vapid, db: () => app.db }),
  );

  // External plugins first, then the product's own, then routes (STYLE.md).
  await app.register(errorHandler);
  await app.register(noNulInput);
  await app.register(securityHeaders, { config });
  await app.register(compression);
  await app.register(openapiPlugin, { version: pkg.version });
  await app.register(databasePlugin, {
    config,
    ...(options.database ? { handle: options.database } : {}),
  });
  await app.register(fileStorePlugin);
  await app.register(brokerPlugin, { config });
  await app.register(readCachePlugin, { ttlMs: options.readCacheMs ?? READ_CACHE_MS });
  await app.register(accessPlugin, { tokens: app.tokens });
  // Seeded before ingest starts, so the demo panels are known from the first message.
  if (config.demoSeed) {
    // Demo files (HR documents, CMS media) go where the upload routes keep files.
    const seeded = await app.database.exclusive(() =>
      seedDemoIfEmpty(app.db, new Date(), app.files),
    );
    if (seeded) app.log.info('demo data seeded');
  }
  // Before the alarms: raising one starts its escalation chain.
  await app.register(escalationPlugin, { timers: options.panelTimers ?? true });
  await app.register(panelsPlugin, { timers: options.panelTimers ?? true });
  await app.register(fireWeatherPlugin, {
    timers: options.panelTimers ?? true,
    ...(options.fireWeatherCheckMs ? { intervalMs: options.fireWeatherCheckMs } : {}),
  });
  await app.register(fireProximityPlugin, { timers: options.panelTimers ?? true });

  await app.register(serverMonitorPlugin, { timers: options.panelTimers ?? true });
  await app.register(deliveryRetry, { timers: options.panelTimers ?? true });
  // After the seed, so the simulated panels start from the demo state.
  await app.register(panelSimulator, { enabled: config.simulatePanels });

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(siteRoutes);
  await app.register(tagRoutes);
  await app.register(panelStateRoutes);
  await app.register(scadaRoutes);
  await app.register(configRoutes);
  await app.register(mqttHookRoutes);
  await app.register(alertRoutes);
  await app.register(inboxRoutes);
  await app.register(memberRoutes);
  await app.register(invitationRoutes);
  await app.register(valveRoutes);
  await app.register(panelLogRoutes);
  await app.register(billingRoutes);
  await app.register(mailLogRoutes);
  await app.register(smsLogRoutes);
  await app.register(liveRoutes);
  await app.register(weatherRoutes);
  await app.register(fireRoutes);
  await app.register(simulatorRoutes);
  await app.register(systemRoutes);
  await app.register(statisticsRoutes);
  await app.register(adminUserRoutes);
  await app.register(adminGroupRoutes);
  await app.register(adminInvitationRoutes);
  await app.register(adminActivityRoutes);
  await app.register(adminMapRoutes);
  await app.register(adminPanelRoutes);
  await app.register(adminAlarmRoutes);
  await app.register(adminPropertyRoutes);
  await app.register(broadcastRoutes);
  await app.register(adminSearchRoutes);
  await app.register(hrRoutes);
  await app.register(hrDocumentRoutes);
  await app.register(adminPartnerRoutes);
  await app.register(adminProjectRoutes);
  await app.register(partnerRoutes);
  await app.register(adminCmsRoutes);
  await app.register(adminBillingRoutes);
  await app.register(contentRoutes);
  await app.register(adminSupportRoutes);
  await app.register(supportRoutes);
  await app.register(escalationRoutes);
  await app.register(pushRoutes);

  const distDir = config.webDistDir ?? findUp(path.join('apps', 'web', 'dist'));
  await app.register(webApp, { distDir });
  return app;
}
