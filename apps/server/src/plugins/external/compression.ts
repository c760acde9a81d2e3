import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Compressed answers for browsers that ask for them: the back-office map is 1.2 MB of JSON for
 * 10,000 panels and the app's scripts about 1 MB, which matters on a phone's cellular link.
 * Live streams (`text/event-stream`) are never compressed, so each event leaves at once; the
 * built scripts and styles are compressed once at build time and served as they are
 * (`web-app.ts`), so this only compresses what the server writes at run time.
 */
export default fp(
  async function compression(app: FastifyInstance) {
    await app.register(compress, {
      // Below a kilobyte the headers cost more than the bytes saved.
      threshold: 1024,
      encodings: ['br', 'gzip'],
      // Fast settings: a request must not wait long on the compressor. For the back-office
      // map's 1.3 MB, brotli quality 2 takes 18 ms and leaves 280 KB on the project machine;
      // quality 4 took 52 ms for 237 KB, which only a link under about 10 Mbit/s gets back.
      // Small answers (a dashboard's few kilobytes) differ by a few bytes either way.
      brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 2 } },
      zlibOptions: { level: 6 },
      // Request bodies are taken as sent: browsers never compress them, and inflating them
      // would be one more hook on every request and a way to send a small bomb.
      globalDecompression: false,
    });
  },
  { name: 'compression' },
);
