import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The sign-in page is a document of its own, with a third of the app's code (decision 030). */
const SIGN_IN_PATH = '/login';
const SIGN_IN_PAGE = 'login.html';

/**
 * Serves the built single-page app. /login gets the sign-in page; other unknown non-API paths
 * get index.html so the browser's router can take them (it sends unknown paths to /).
 */
export default fp<{ distDir: string | null }>(
  async function webApp(app: FastifyInstance, { distDir }) {
    const index = distDir ? path.join(distDir, 'index.html') : null;
    const hasBuild = !!index && fs.existsSync(index);
    // A build without it (the tests' miniature ones) leaves /login to the app's router.
    const hasSignInPage = hasBuild && fs.existsSync(path.join(distDir!, SIGN_IN_PAGE));

    if (hasBuild) {
      await app.register(fastifyStatic, {
        root: distDir!,
        wildcard: false,
        index: false,
        // The build writes .br and .gz copies beside each file (apps/web/vite.config.ts).
        preCompressed: true,
        // Our own cache headers below; send's default (max-age=0) would overwrite them.
        cacheControl: false,
        setHeaders(res, filePath) {
          // Hashed assets never change; index.html must always be fresh.
          res.setHeader(
            'cache-control',
            filePath.includes(`${path.sep}assets${path.sep}`)
              ? 'public, max-age=31536000, immutable'
              : 'no-cache',
          );
          // A cache must keep the brotli, gzip and plain copies apart.
          res.setHeader('vary', 'accept-encoding');
        },
      });
    } else {
      app.log.warn(
        'No web build found (apps/web/dist); serving the API only. Run `npm run build`.',
      );
    }

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      const wantsPage = request.method === 'GET' && !pathname.startsWith('/api') && hasBuild;
      if (wantsPage) {
        const page = hasSignInPage && pathname === SIGN_IN_PATH ? SIGN_IN_PAGE : 'index.html';
        return reply.header('cache-control', 'no-cache').sendFile(page);
      }
      return reply.code(404).send({
        error: { code: 'not_found', message: `No route for ${request.method} ${pathname}` },
      });
    });
  },
  { name: 'web-app' },
);
