import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '#src/config/env';

const originOf = (template: string) => {
  try {
    return new URL(template.replace(/\{[a-z]\}/g, 'a')).origin;
  } catch {
    return null;
  }
};

/** helmet's settings for this product: a CSP with no inline scripts, HSTS in production. */
function helmetOptions(config: AppConfig): HelmetOptions {
  const tileOrigin = originOf(config.tileUrl);
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets CSS variables and positions through style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(tileOrigin ? [tileOrigin] : [])],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.isProduction ? [] : null,
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The same answer as the CSP's frame-ancestors 'none', for browsers that read only this one
    // (helmet's default, SAMEORIGIN, would have said the opposite to them).
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: config.isProduction
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * The headers helmet sets with `options`, worked out once by running it against a response
 * that only records them. Without per-request nonces they are the same on every answer.
 */
function securityHeadersOf(options: HelmetOptions): Record<string, string> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return Object.fromEntries(headers);
}

/**
 * What every API answer says about caching unless its route says otherwise: they hold account
 * data (profiles, alerts, the property's state), which a shared computer's browser must not
 * keep on disk or show from its cache after a sign-out (OWASP ASVS 8.2.1). Downloads say
 * `private, no-store` themselves and the live stream `no-cache`; the web app's files set theirs
 * in plugins/external/web-app.ts.
 */
const API_CACHE_CONTROL = 'no-store';

/**
 * An API answer is never a page to run: no script, style or frame of any origin (OWASP REST
 * Security Cheat Sheet). Stricter than the page's policy, and it keeps a downloaded file that
 * a browser shows in a tab from running anything either.
 */
const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * The page's headers an API answer keeps. The others govern a document (cross-origin opener
 * policy, origin-keyed agent clusters, DNS prefetching, Internet Explorer's download and XSS
 * behaviour, Flash and PDF policy files) and mean nothing on JSON, a file or an event stream;
 * leaving them off saved a tenth of the server's rate on the dashboard's busiest call
 * (bench:api, decision 037).
 */
const KEPT_ON_API_ANSWERS = [
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-resource-policy',
  'strict-transport-security',
];

/** The headers of API answers, from the page's. */
function apiHeadersOf(pageHeaders: Record<string, string>): Record<string, string> {
  const kept = KEPT_ON_API_ANSWERS.filter((name) => name in pageHeaders).map((name) => [
    name,
    pageHeaders[name]!,
  ]);
  return {
    'content-security-policy': API_CSP,
    ...Object.fromEntries(kept),
    'cache-control': API_CACHE_CONTROL,
  };
}

/**
 * Security headers on every response: a Content-Security-Policy with no inline scripts,
 * nosniff, a strict referrer policy, and HSTS in production (where TLS is terminated in front).
 * Pages and the app's files get helmet's whole set; API answers a shorter one that allows
 * nothing to run and says they must not be stored (`apiHeadersOf`).
 * They are set on the reply as the request arrives, so errors and files carry them too; a route
 * that writes its answer itself (the live event stream) sends `reply.getHeaders()` with its own,
 * and the OpenAPI viewer's page (/api/docs) sets its own policy for its scripts.
 * On the reply, not on the raw response: Node writes a header object in one pass, but headers
 * set on the raw response one by one make it set every other header of the answer one by one
 * too (Node's `writeHead`).
 *
 * Why not @fastify/helmet: it builds helmet's whole middleware again on every request (parsing
 * the CSP each time), which was a fifth of the server's work per API call (bench:api,
 * docs/performance.md). The headers do not change, so they are computed at start-up.
 */
export default fp<{ config: AppConfig }>(
  async function securityHeaders(app: FastifyInstance, { config }) {
    const headers = securityHeadersOf(helmetOptions(config));
    const apiHeaders = apiHeadersOf(headers);
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(request.url.startsWith('/api/') ? apiHeaders : headers);
      done();
    });
  },
  { name: 'security-headers' },
);
