import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '#src/app';
import { openDatabase, type DatabaseHandle } from '#src/db/client';
import { users } from '#src/db/schema/index';
import { testConfig } from '../helper';

/**
 * `npm run backup` and `npm run restore` (scripts/backup.mjs, docs/operations.md) on the
 * embedded database, or on PostgreSQL when TEST_DATABASE_URL is set (as in .ci/run): what a
 * backup took comes back after the installation lost it, database rows and uploads alike.
 */
const root = path.resolve(import.meta.dirname, '..', '..', '..', '..');
const script = path.join(root, 'scripts', 'backup.mjs');

describe('backup and restore', async () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'wd-backup-'));
  const dataDir = path.join(work, 'data');
  const archive = path.join(work, 'backup.tar.gz');

  let databaseUrl: string | null = null;
  const serverUrl = process.env.TEST_DATABASE_URL;
  const databaseName = `wd_backup_${crypto.randomBytes(4).toString('hex')}`;
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(query);
    await client.end();
  };
  if (serverUrl) {
    await admin(`create database ${databaseName}`);
    const url = new URL(serverUrl);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
  }
  afterAll(async () => {
    if (serverUrl) await admin(`drop database if exists ${databaseName} with (force)`);
    fs.rmSync(work, { recursive: true, force: true });
  });

  const env = { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
  /** The installation's database, for as long as `use` runs. */
  const withDatabase = async <T>(use: (db: DatabaseHandle['db']) => Promise<T>) => {
    const handle = await openDatabase({
      databaseUrl: databaseUrl ?? undefined,
      pgliteDir: path.join(dataDir, 'pglite'),
    });
    try {
      return await use(handle.db);
    } finally {
      await handle.close();
    }
  };
  const runScript = (...args: string[]) =>
    spawnSync(process.execPath, [script, ...args], {
      cwd: work,
      env: { ...process.env, DATABASE_URL: databaseUrl ?? '', DATA_DIR: dataDir },
      encoding: 'utf8',
    });
  const ownerName = (db: DatabaseHandle['db']) =>
    db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.email, 'owner@demo.test'))
      .then((rows) => rows[0]?.name);
  const renameOwner = (db: DatabaseHandle['db'], name: string) =>
    db.update(users).set({ name }).where(eq(users.email, 'owner@demo.test'));

  // The product installs itself on a database folder first: slow on a busy machine.
  it(
    'what a backup took comes back after the installation lost it',
    { timeout: 180_000 },
    async () => {
      // The product installs itself (migrations, demo data); then the owner's name changes.
      const app = await buildApp(testConfig(env), { logger: false, panelTimers: false });
      await app.ready();
      await app.close();
      await withDatabase((db) => renameOwner(db, 'Backed-up Owner'));
      fs.mkdirSync(path.join(dataDir, 'uploads', 'property-1'), { recursive: true });
      fs.writeFileSync(path.join(dataDir, 'uploads', 'property-1', 'deed'), 'the deed');
      // The generated token secret (the tests set TOKEN_SECRET, so one is written here).
      const secret = crypto.randomBytes(32).toString('base64url');
      fs.mkdirSync(path.join(dataDir, 'secrets'), { recursive: true });
      fs.writeFileSync(path.join(dataDir, 'secrets', 'token-secret'), secret);

      const backup = runScript('backup', archive);
      expect(backup.status, backup.stderr).toBe(0);
      expect(backup.stdout).toContain('Backed up');
      expect(fs.statSync(archive).mode & 0o077).toBe(0);

      // The installation loses the change and the upload after the backup.
      await withDatabase(async (db) => {
        await renameOwner(db, 'Changed Later');
        expect(await ownerName(db)).toBe('Changed Later');
      });
      fs.rmSync(path.join(dataDir, 'uploads'), { recursive: true, force: true });

      const restore = runScript('restore', archive);
      expect(restore.status, restore.stderr).toBe(0);
      expect(restore.stdout).toContain('Restored');

      await withDatabase(async (db) => {
        expect(await ownerName(db)).toBe('Backed-up Owner');
      });
      expect(fs.readFileSync(path.join(dataDir, 'uploads', 'property-1', 'deed'), 'utf8')).toBe(
        'the deed',
      );
      expect(fs.readFileSync(path.join(dataDir, 'secrets', 'token-secret'), 'utf8')).toBe(secret);
      // What the restore replaced was kept aside, not deleted.
      expect(fs.readdirSync(work).some((name) => name.startsWith('data.before-restore-'))).toBe(
        true,
      );
    },
  );

  it('refuses an archive that is not a backup, and a restore without its database', () => {
    const bogus = path.join(work, 'bogus.tar.gz');
    spawnSync('tar', ['-czf', bogus, '-C', work, '--files-from', '/dev/null']);
    const result = runScript('restore', bogus);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('is not a backup of this product');
    expect(runScript('restore').stderr).toContain('Name the archive to restore');
  });
});
