import path from 'node:path';
import { ConfigError, loadConfig } from '../config/env';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';

/** `npm run db:migrate`: apply committed migrations to the configured database. */
try {
  const config = loadConfig();
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  await handle.exclusive(() => migrate(handle));
  await handle.close();
  console.log(`Migrations applied (${handle.driver}).`);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
