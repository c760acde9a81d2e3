// Build the web app and the server when their output is missing or older than their sources,
// so `npm start` and the browser tests always serve what is checked out.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of fs.readdirSync(entry)) {
    if (name === 'node_modules' || name === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(entry, name)));
  }
  return newest;
}

const at = (...parts) => path.join(root, ...parts);
const shared = [at('packages', 'shared', 'src'), at('packages', 'panel-sim', 'src')];

// WEB_OUT_DIR builds the web app elsewhere, so several browser-test runs can build side by side.
const webOut = process.env.WEB_OUT_DIR ? path.resolve(process.env.WEB_OUT_DIR) : null;

const targets = [
  {
    name: 'web app',
    workspace: '@wildfire/web',
    output: webOut ? path.join(webOut, 'index.html') : at('apps', 'web', 'dist', 'index.html'),
    args: webOut ? ['--', '--outDir', webOut, '--emptyOutDir'] : [],
    sources: [
      at('apps', 'web', 'src'),
      at('apps', 'web', 'public'),
      at('apps', 'web', 'index.html'),
      at('apps', 'web', 'login.html'),
      at('apps', 'web', 'vite.config.ts'),
      at('apps', 'web', 'vite.first-loads.ts'),
      ...shared,
    ],
  },
  {
    name: 'server',
    workspace: '@wildfire/server',
    output: at('apps', 'server', 'dist', 'server.js'),
    args: [],
    sources: [
      at('apps', 'server', 'src'),
      at('apps', 'server', 'package.json'),
      at('apps', 'server', 'build.mjs'),
      ...shared,
    ],
  },
];

export function ensureBuilt({ quiet = false } = {}) {
  for (const target of targets) {
    const built = fs.existsSync(target.output) ? fs.statSync(target.output).mtimeMs : 0;
    const changed = Math.max(...target.sources.map(newestMtime));
    if (built >= changed) continue;
    if (!quiet) console.log(`Building the ${target.name}...`);
    const result = spawnSync(
      'npm',
      ['run', 'build', '--silent', '-w', target.workspace, ...target.args],
      {
        cwd: root,
        stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
      },
    );
    if (result.status !== 0) {
      console.error(`Building the ${target.name} failed.`);
      process.exit(result.status ?? 1);
    }
  }
}
