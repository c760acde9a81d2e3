import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '#src/config/env';
import { type Database, type DatabaseHandle, openDatabase } from '#src/db/client';
import { migrate } from '#src/db/migrate';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    database: DatabaseHandle;
  }
}

export interface DatabasePluginOptions {
  config: AppConfig;
  /** A database opened by the caller (tests share one per file); it is not closed here. */
  handle?: DatabaseHandle;
}

/** Opens the database (embedded PGlite or PostgreSQL), applies migrations, closes on shutdown. */
export default fp<DatabasePluginOptions>(
  async function database(app: FastifyInstance, { config, handle }) {
    const owned = !handle;
    const database =
      handle ??
      (await openDatabase({
        databaseUrl: config.databaseUrl,
        pgliteDir: path.join(config.dataDir, 'pglite'),
      }));
    await database.exclusive(() => migrate(database));
    app.decorate('database', database);
    app.decorate('db', database.db);
    if (owned) app.addHook('onClose', () => database.close());
  },
  { name: 'database' },
);
