import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { seedDemoIfEmpty } from '../src/seed/seed-demo';
import { LocalFileStorage } from '../src/services/file-storage';
import { DatabaseFileStorage } from '../src/services/file-stores/database';

/**
 * Test databases. Each file gets a database of its own with the demo data, copied from one
 * migrated and seeded database that each worker builds once: migrating and seeding took most of a
 * file's time. In memory (PGlite) by default; with TEST_DATABASE_URL (the CI run on real
 * PostgreSQL) databases on that server, dropped after the file.
 */
export interface TestDatabase {
  handle: DatabaseHandle;
  drop(): Promise<void>;
}

/** The demo files the seed writes (HR documents), kept beside the worker's seeded database. */
const seededUploads = path.join(os.tmpdir(), `wd-test-seeded-${String(process.pid)}`, 'uploads');

/** Names this run's template databases, so the run's teardown drops any a worker left behind. */
const runId = (): string => {
  try {
    return inject('testRunId');
  } catch {
    // Outside a run that provides one (a config without the global setup).
    return crypto.randomBytes(4).toString('hex');
  }
};

const databaseName = (kind: 'tpl' | 'test') =>
  `wd_${kind}_${runId()}_${String(process.pid)}_${crypto.randomBytes(4).toString('hex')}`;

/**
 * What a copy needs to look seeded at the moment it is made: the seed's time, and every time and
 * date column, which the copy moves forward by the template's age. The demo data is relative to
 * the seed's time (a panel seen seconds ago, an alert raised two hours ago), and a worker's files
 * run minutes after its template was made: a demo panel would have gone silent meanwhile.
 */
interface Template {
  seededAt: number;
  /** Every table with time or date columns, and those columns. */
  timeColumns: { table: string; columns: string[] }[];
}

async function migrateAndSeed(handle: DatabaseHandle): Promise<Template> {
  await migrate(handle);
  const seededAt = Date.now();
  // On PostgreSQL the app keeps files in the database (plugins/app/file-store.ts): the seed's go
  // there too, and every copy of the template has them.
  const files =
    handle.driver === 'postgres'
      ? new DatabaseFileStorage(handle.db)
      : new LocalFileStorage(seededUploads);
  await seedDemoIfEmpty(handle.db, new Date(seededAt), files);
  const rows = await handle.db.execute<{ table_name: string; column_name: string }>(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public'
      and data_type in ('timestamp with time zone', 'timestamp without time zone', 'date')
    order by table_name, column_name`);
  const byTable = new Map<string, string[]>();
  for (const row of rowsOf<{ table_name: string; column_name: string }>(rows)) {
    byTable.set(row.table_name, [...(byTable.get(row.table_name) ?? []), row.column_name]);
  }
  return {
    seededAt,
    timeColumns: [...byTable].map(([table, columns]) => ({ table, columns })),
  };
}

/** The rows of `execute`'s answer: both drivers put them in `rows`. */
const rowsOf = <T>(answer: unknown) => (answer as { rows: T[] }).rows;

/** Moves the copy's demo data forward to now, as if it had been seeded now (see Template). */
async function bringForward(handle: DatabaseHandle, template: Template) {
  const interval = `${String(Date.now() - template.seededAt)} milliseconds`;
  await handle.db.transaction(async (tx) => {
    for (const { table, columns } of template.timeColumns) {
      const set = columns.map((c) => `"${c}" = "${c}" + '${interval}'::interval`).join(', ');
      await tx.execute(sql.raw(`update "${table}" set ${set}`));
    }
  });
}

async function onServer(serverUrl: string, query: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(query);
  } finally {
    await admin.end();
  }
}

const urlOf = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

let pgliteTemplate: Promise<Template & { dump: Blob }> | undefined;
let postgresTemplate: Promise<Template & { name: string }> | undefined;

/** The worker's migrated and seeded embedded database, as a dump each file starts from. */
function seededPglite() {
  pgliteTemplate ??= (async () => {
    const handle = await openDatabase({ pgliteDir: 'memory://' });
    const template = await migrateAndSeed(handle);
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    await handle.close();
    return { ...template, dump };
  })();
  return pgliteTemplate;
}

/** The worker's migrated and seeded PostgreSQL database, which each file's is created from. */
function seededPostgres(serverUrl: string) {
  postgresTemplate ??= (async () => {
    const name = databaseName('tpl');
    await onServer(serverUrl, `create database ${name}`);
    const handle = await openDatabase({ databaseUrl: urlOf(serverUrl, name), pgliteDir: 'unused' });
    try {
      return { ...(await migrateAndSeed(handle)), name };
    } finally {
      // A template must have no connections when a database is created from it.
      await handle.close();
    }
  })();
  return postgresTemplate;
}

/**
 * A database with the demo data for one test file, and the demo files in `uploadsDir` (where the
 * app's upload routes keep them). `seeded: false` gives an empty one instead, for the tests of
 * migrating and seeding themselves.
 */
export async function openTestDatabase(
  uploadsDir: string,
  { seeded = true }: { seeded?: boolean } = {},
): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const template = seeded ? await seededPglite() : null;
    const handle = await openDatabase({ pgliteDir: 'memory://', pgliteDump: template?.dump });
    if (template) await fromTemplate(handle, template, uploadsDir);
    return { handle, drop: async () => {} };
  }
  const name = databaseName('test');
  const template = seeded ? await seededPostgres(serverUrl) : null;
  await onServer(
    serverUrl,
    `create database ${name}${template ? ` template ${template.name}` : ''}`,
  );
  const handle = await openDatabase({ databaseUrl: urlOf(serverUrl, name), pgliteDir: 'unused' });
  if (template) await fromTemplate(handle, template, uploadsDir);
  return {
    handle,
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

/**
 * A copy made to look freshly seeded: its times brought forward, and the seed's files as the
 * seed wrote them (an earlier file in this worker may have deleted one; the seed used to write
 * them again for every file).
 */
async function fromTemplate(handle: DatabaseHandle, template: Template, uploadsDir: string) {
  await bringForward(handle, template);
  if (fs.existsSync(seededUploads)) fs.cpSync(seededUploads, uploadsDir, { recursive: true });
}
