// Backups and restores of a whole installation: the database and DATA_DIR's uploads and secrets.
//
//   npm run backup -- [archive.tar.gz]     (default: backups/wildfire-<time>.tar.gz)
//   npm run restore -- archive.tar.gz
//
// With DATABASE_URL the database is dumped with pg_dump (custom format) and restored with
// pg_restore into that database, replacing what it holds; the server may keep running during a
// backup. Without it the embedded database folder (DATA_DIR/pglite) is copied: stop the server
// first. A restore keeps what it replaces in DATA_DIR.before-restore-<time>. The archive holds
// the token secret: keep it as safe as the database itself (docs/operations.md).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const [command, archiveArg] = process.argv.slice(2);
const dataDir = path.resolve(process.env.DATA_DIR ?? 'data');
const databaseUrl = process.env.DATABASE_URL || null;
/** What a backup takes from DATA_DIR besides the embedded database. */
const FOLDERS = ['uploads', 'secrets'];
const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

function fail(message) {
  console.error(message);
  process.exit(1);
}

function run(program, args) {
  const result = spawnSync(program, args, { stdio: ['ignore', 'inherit', 'pipe'] });
  if (result.error) fail(`${program} could not be started: ${result.error.message}`);
  if (result.status !== 0) fail(`${program} failed: ${result.stderr.toString().trim()}`);
}

/** PostgreSQL's client tools take the URL as it is; never print it (it may hold a password). */
const where = () =>
  databaseUrl
    ? `PostgreSQL (${new URL(databaseUrl).pathname.slice(1)})`
    : `the embedded database in ${dataDir}`;

function backup() {
  const archive = path.resolve(archiveArg ?? path.join('backups', `wildfire-${stamp()}.tar.gz`));
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'wildfire-backup-'));
  try {
    const manifest = {
      format: 1,
      created_at: new Date().toISOString(),
      database: databaseUrl ? 'postgres' : 'embedded',
    };
    if (databaseUrl) {
      run('pg_dump', [
        '--format=custom',
        '--no-owner',
        '--file',
        path.join(staging, 'database.dump'),
        databaseUrl,
      ]);
    } else {
      const pglite = path.join(dataDir, 'pglite');
      if (!fs.existsSync(pglite))
        fail(`No embedded database in ${dataDir} (set DATA_DIR, or DATABASE_URL for PostgreSQL).`);
      fs.cpSync(pglite, path.join(staging, 'pglite'), { recursive: true });
    }
    for (const folder of FOLDERS) {
      const from = path.join(dataDir, folder);
      if (fs.existsSync(from))
        fs.cpSync(from, path.join(staging, 'data', folder), { recursive: true });
    }
    fs.writeFileSync(path.join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2));
    fs.mkdirSync(path.dirname(archive), { recursive: true });
    run('tar', ['-czf', archive, '-C', staging, '.']);
    fs.chmodSync(archive, 0o600);
    console.log(`Backed up ${where()} and ${FOLDERS.join(', ')} into ${archive}`);
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

function restore() {
  if (!archiveArg)
    fail('Name the archive to restore: npm run restore -- backups/wildfire-....tar.gz');
  const archive = path.resolve(archiveArg);
  if (!fs.existsSync(archive)) fail(`No archive at ${archive}`);
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'wildfire-restore-'));
  try {
    run('tar', ['-xzf', archive, '-C', staging]);
    const manifestFile = path.join(staging, 'manifest.json');
    if (!fs.existsSync(manifestFile))
      fail(`${archive} is not a backup of this product (no manifest).`);
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    if (manifest.database === 'postgres' && !databaseUrl) {
      fail(
        'This backup is of a PostgreSQL database: set DATABASE_URL to the database to restore into.',
      );
    }
    if (manifest.database === 'embedded' && databaseUrl) {
      fail(
        'This backup is of the embedded database: unset DATABASE_URL to restore it into DATA_DIR.',
      );
    }

    // What is replaced is kept aside, never deleted.
    const aside = `${dataDir}.before-restore-${stamp()}`;
    const keepAside = (name) => {
      const current = path.join(dataDir, name);
      if (!fs.existsSync(current)) return;
      fs.mkdirSync(aside, { recursive: true });
      fs.renameSync(current, path.join(aside, name));
    };
    fs.mkdirSync(dataDir, { recursive: true });
    if (manifest.database === 'postgres') {
      run('pg_restore', [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--single-transaction',
        '--dbname',
        databaseUrl,
        path.join(staging, 'database.dump'),
      ]);
    } else {
      keepAside('pglite');
      fs.cpSync(path.join(staging, 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
    }
    for (const folder of FOLDERS) {
      const from = path.join(staging, 'data', folder);
      if (!fs.existsSync(from)) continue;
      keepAside(folder);
      fs.cpSync(from, path.join(dataDir, folder), { recursive: true });
    }
    console.log(
      `Restored ${where()} and ${FOLDERS.join(', ')} from ${archive} (made ${String(manifest.created_at)})` +
        (fs.existsSync(aside) ? `; what it replaced is in ${aside}` : ''),
    );
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

if (command === 'backup') backup();
else if (command === 'restore') restore();
else fail('usage: node scripts/backup.mjs backup [archive.tar.gz] | restore archive.tar.gz');
