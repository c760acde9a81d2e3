import path from 'node:path';
import { findUp } from '../lib/paths';
import type { DatabaseHandle } from './client';

/** The committed migrations folder (apps/server/drizzle), whether run from src or dist. */
export function migrationsFolder(): string {
  const journal = findUp(path.join('drizzle', 'meta', '_journal.json'));
  if (!journal) throw new Error('The migrations folder (apps/server/drizzle) was not found');
  return path.dirname(path.dirname(journal));
}

/** Apply every committed migration not yet applied. Safe to run at every start. */
export async function migrate(handle: DatabaseHandle): Promise<void> {
  const migrationsFolderPath = migrationsFolder();
  if (handle.driver === 'pglite') {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the driver-specific type is erased in DatabaseHandle
    await run(handle.db as any, { migrationsFolder: migrationsFolderPath });
  } else {
    const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
    await run(handle.db as any, { migrationsFolder: migrationsFolderPath });
  }
}
