import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig, type ViteUserConfig } from 'vitest/config';

import { firstLoads } from './vite.first-loads';

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

/** zod's module holding its settings (`config`), which the app and the sign-in page set first. */
const isZodSettings = (id: string) =>
  /node_modules[\\/]zod[\\/]v4[\\/]core[\\/](core|index|util)\.js$/.test(id);

/** The two documents: the app, and the sign-in page with a third of its code (decision 030). */
const pages = { main: 'index.html', login: 'login.html' };

/**
 * Fails the build if either page could load the file that starts the other: the sign-in page
 * would draw itself over the app, or the app over the sign-in page. The bundler may place a page's
 * start-up code in a file of shared modules, so this is checked on what it wrote, following every
 * import a page can make, the lazy ones included.
 */
function pagesKeptApart(): Plugin {
  const starts = { 'index.html': 'src/main.tsx', 'login.html': 'src/login/main.tsx' };
  return {
    name: 'wildfire-pages-kept-apart',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((item) =>
          item.type === 'chunk' ? [[item.fileName, item]] : [],
        ),
      );
      const holding = (module: string) =>
        [...chunks.values()].find((chunk) =>
          chunk.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(`/${module}`)),
        );
      /** Every file the page can load, each with the file that loads it. */
      const reachable = (page: string) => {
        const loadedBy = new Map<string, string | null>();
        const visit = (fileName: string, by: string | null) => {
          const chunk = chunks.get(fileName);
          if (!chunk || loadedBy.has(fileName)) return;
          loadedBy.set(fileName, by);
          for (const next of [...chunk.imports, ...chunk.dynamicImports]) visit(next, fileName);
        };
        for (const chunk of chunks.values()) {
          if (chunk.facadeModuleId?.endsWith(`/${page}`)) visit(chunk.fileName, null);
        }
        return loadedBy;
      };
      const pathTo = (loadedBy: Map<string, string | null>, file: string) => {
        const path = [file];
        for (let by = loadedBy.get(file); by; by = loadedBy.get(by)) path.unshift(by);
        return path.join(' -> ');
      };
      for (const page of Object.keys(starts)) {
        for (const [other, otherStart] of Object.entries(starts)) {
          if (other === page) continue;
          const file = holding(otherStart)?.fileName;
          const loadedBy = reachable(page);
          if (file && loadedBy.has(file)) {
            this.error(
              `${page} can load ${file}, which starts ${other} (${otherStart}): ${pathTo(loadedBy, file)}`,
            );
          }
        }
      }
    },
  };
}

/**
 * Names the app's entry file in login.html, which fetches it ahead once the visitor starts typing
 * (src/login/fetch-app-ahead.ts). The name carries the build's hash, so only the build knows it.
 */
function appEntryForSignIn(): Plugin {
  return {
    name: 'wildfire-app-entry-for-sign-in',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { filename, bundle }) {
        if (!filename.endsWith('login.html') || !bundle) return;
        const entry = Object.values(bundle).find(
          (item) =>
            item.type === 'chunk' && item.isEntry && !!item.facadeModuleId?.endsWith('/index.html'),
        );
        if (!entry) throw new Error('The build has no entry for index.html');
        return [
          {
            tag: 'meta',
            attrs: { name: 'wildfire-app-entry', content: `/${entry.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/** The dev server answers /login with the sign-in page, as the product's server does. */
function signInPageInDev(): Plugin {
  return {
    name: 'wildfire-sign-in-page',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (request.url === '/login' || request.url?.startsWith('/login?')) {
          request.url = request.url.replace('/login', '/login.html');
        }
        next();
      });
    },
  };
}

export default defineConfig(async ({ command }): Promise<ViteUserConfig> => {
  // Only a build splits code; the dev server and the tests skip the trial build.
  const firstLoad = command === 'build' ? await firstLoads(import.meta.dirname, pages) : null;
  const { app, shell, appEver, signIn, signInEver } = firstLoad ?? {};
  const startsApp = (id: string) => !!app?.has(id);
  const framesSignedInScreens = (id: string) => !!shell?.has(id);
  // In the file both pages start with: what the sign-in page starts with and the app uses too,
  // and what the sign-in page may load later that the app or its signed-in frame starts with. The
  // latter must not sit in the app's or the frame's file: they import from the app's own, and
  // loading that starts the app (see pagesKeptApart).
  const inCore = (id: string) =>
    (!!signIn?.has(id) && !!appEver?.has(id)) ||
    (!!signInEver?.has(id) && (startsApp(id) || framesSignedInScreens(id)));
  return {
    // '@/…' is src/ (tsconfig.json's paths): imports name the module, not the way up to it.
    resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
    plugins: [
      react(),
      precompress(),
      signInPageInDev(),
      pagesKeptApart(),
      appEntryForSignIn(),
      // The service worker (src/service-worker/sw.ts, decision 071): built on its own and given
      // the list of files to precache. The manifest is public/manifest.webmanifest, and the app
      // registers the worker itself after the page has loaded (src/lib/service-worker.ts), so
      // nothing is injected into the pages.
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'src/service-worker',
        filename: 'sw.ts',
        injectRegister: false,
        manifest: false,
        registerType: 'autoUpdate',
        injectManifest: {
          // The shell: both pages, scripts, styles, icons. Not the login video or map tiles.
          globPatterns: ['**/*.{html,js,css,svg,png,woff2,webmanifest}'],
          globIgnores: ['**/*.br', '**/*.gz'],
          maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        },
        devOptions: { enabled: false },
      }),
    ],
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
        input: pages,
        output: {
          codeSplitting: {
            groups: [
              // zod in one file, loaded with the first screen that creates a schema; but for
              // its settings module, which both pages import first (src/lib/zod-setup.ts).
              {
                name: 'zod',
                test: (id) => /node_modules[\\/]zod[\\/]/.test(id) && !isZodSettings(id),
                // Else the settings module comes along as a dependency of the rest. Only zod's own
                // modules depend on it, so no chunk cycle follows.
                includeDependenciesRecursively: false,
                priority: 4,
              },
              // What both pages start with (React, Mantine's core, the API client) in one file,
              // which the app then finds in the cache after signing in.
              { name: 'core', test: inCore, priority: 3 },
              // The rest of what the app's first screen needs, in one file instead of some thirty
              // small ones shared with the lazy screens: a browser fetches six at a time from one
              // host, so the first screen waited for five rounds of requests before it could start.
              { name: 'app', tags: ['$initial'], test: startsApp, priority: 2 },
              // The signed-in frame in one file too, for the same reason: it is some fifteen small
              // files otherwise (the drawer, menus, navigation links), and every signed-in page
              // load waits for all of them before its screen can draw.
              { name: 'shell', test: framesSignedInScreens, priority: 1 },
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
  };
});
