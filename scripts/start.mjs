// `npm start`: build what is missing, then serve the product (migrations and demo data run
// at start inside the server) on http://localhost:3000.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuilt, root } from './lib/ensure-built.mjs';

ensureBuilt();
await import(pathToFileURL(path.join(root, 'apps', 'server', 'dist', 'server.js')).href);
