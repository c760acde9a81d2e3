// `npm run dev`: the API with reload on change (port 3000) and the Vite dev server (port 5173,
// proxying /api to the API). Stop both with Ctrl+C.
import { spawn } from 'node:child_process';
import { root } from './lib/ensure-built.mjs';

const children = [
  spawn('npx', ['tsx', 'watch', 'apps/server/src/server.ts'], { cwd: root, stdio: 'inherit' }),
  spawn('npx', ['vite'], { cwd: `${root}/apps/web`, stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    if (code) {
      stop();
      process.exitCode = code;
    }
  });
