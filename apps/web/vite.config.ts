import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * Writes a brotli and a gzip copy beside every built script, style and page, once, at the
 * highest settings: the server sends them as they are to browsers that accept them
 * (plugins/external/web-app.ts), instead of compressing the same files on every request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'wildfire-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const walk = (dir: string): string[] =>
        fs
          .readdirSync(dir, { withFileTypes: true })
          .flatMap((entry) =>
            entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
          );
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json|txt)$/.test(file)) continue;
        const content = fs.readFileSync(file);
        if (content.length < 1024) continue;
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(content, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
          }),
        );
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    // The API runs on its own port in development; the browser still sees one origin.
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Media must ship as files: a data: URL would need a looser Content-Security-Policy.
    assetsInlineLimit: (file) => (/\.(webm|mp4)$/.test(file) ? false : undefined),
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // zod in one file, loaded with the first screen that creates a schema. The entry
            // makes its settings before that (src/lib/zod-setup.ts).
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 2 },
            // Everything the first screen needs in one file instead of some thirty small ones
            // shared with the lazy screens: a browser fetches six at a time from one host, so
            // the first screen waited for five rounds of requests before it could start.
            { name: 'app', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    unstubGlobals: true,
    // Files share their worker's page and loaded modules instead of importing React, Mantine and
    // the app into a new jsdom for each file (that was two thirds of the project's 4 minutes; now
    // about 80 s). Safe because no file mocks modules; src/testing/setup-tests.ts clears what a
    // test leaves behind (the page, the storages, the notifications store).
    isolate: false,
  },
});
