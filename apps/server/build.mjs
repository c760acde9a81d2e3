// Bundle the server into dist/ with esbuild. Workspace packages (shared, panel-sim) are
// bundled from their TypeScript source; every npm dependency stays external.
import fs from 'node:fs';
import { build } from 'esbuild';

const read = (p) => JSON.parse(fs.readFileSync(new URL(p, import.meta.url), 'utf8'));
const manifests = [
  read('./package.json'),
  read('../../packages/shared/package.json'),
  read('../../packages/panel-sim/package.json'),
];
const external = [...new Set(manifests.flatMap((m) => Object.keys(m.dependencies ?? {})))].filter(
  (name) => !name.startsWith('@wildfire/'),
);

await build({
  absWorkingDir: new URL('.', import.meta.url).pathname,
  entryPoints: { server: 'src/server.ts', migrate: 'src/cli/migrate.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
console.log('server built into apps/server/dist');
