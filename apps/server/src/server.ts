import { ConfigError, loadConfig } from './config/env';
import { buildApp } from './app';
import { DEMO_PASSWORD, DEMO_USERS } from './seed/demo-data';
import { GeocodingService } from './services/geocoding';

/** Start the product: listen, print where, and close cleanly on SIGINT/SIGTERM. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp(config);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    // Give in-flight work 10 s to finish, then go anyway.
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while closing');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const lines = [`Wildfire Defense Portal is running at http://${shownHost}:${port}`];
  if (config.demoSeed) {
    lines.push(`Demo accounts (password: ${DEMO_PASSWORD}):`);
    for (const user of DEMO_USERS)
      lines.push(`  ${user.email.padEnd(20)} ${user.name} (${user.userType})`);
  }
  console.log(lines.join('\n'));

  // A head start on properties without coordinates (the map places them once geocoded);
  // one request a second, in the background, tolerant of an unreachable geocoder.
  void new GeocodingService(app)
    .geocodeMissingProperties()
    .catch((error: unknown) => app.log.warn({ err: error }, 'geocoding at start failed'));
}

main().catch((error: unknown) => {
  console.error('Failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
