import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badTextAt } from '@wildfire/shared';
import { badRequest } from '#src/lib/http-errors';

/** Where in `value` a string holds a NUL character (`a.b.0`), or null when none does. */
export function nulCharacterAt(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  // An upload's bytes (a stream or a buffer) are not text.
  if (ArrayBuffer.isView(value) || typeof (value as { pipe?: unknown }).pipe === 'function') {
    return null;
  }
  for (const [key, inner] of Object.entries(value)) {
    const keyPath = `${path}.${key}`;
    if (key.includes('\u0000')) return keyPath;
    const found = nulCharacterAt(inner, keyPath, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * PostgreSQL text cannot hold the NUL character, and a lone UTF-16 surrogate (which JSON can
 * carry as `\ud800`) cannot be encoded as UTF-8: input carrying either would fail deep in a
 * query as a server error. Both are refused up front, for every route, as the bad input they
 * are: 400 naming the field, nothing changed. Headers are checked too (the server keeps some,
 * such as the user agent of a session).
 */
export default fp(
  async function noNulInput(app: FastifyInstance) {
    app.addHook('preValidation', (request, _reply, done) => {
      for (const [part, value] of [
        ['params', request.params],
        ['querystring', request.query],
        ['body', request.body],
        ['headers', request.headers],
      ] as const) {
        const bad = badTextAt(value, part);
        if (bad) {
          done(badRequest(`${bad.path}: ${bad.problem}`));
          return;
        }
      }
      done();
    });
  },
  { name: 'no-nul-input' },
);
