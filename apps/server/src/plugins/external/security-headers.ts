import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config/env';

const originOf = (template: string) => {
  try {
    return new URL(template.replace(/\{[a-z]\}/g, 'a')).origin;
  } catch {
    return null;
  }
};

/**
 * Security headers on every response: a Content-Security-Policy with no inline scripts,
 * nosniff, a strict referrer policy, and HSTS in production (where TLS is terminated in front).
 */
export default fp<{ config: AppConfig }>(
  async function securityHeaders(app: FastifyInstance, { config }) {
    const tileOrigin = originOf(config.tileUrl);
    await app.register(helmet, {
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
      strictTransportSecurity: config.isProduction
        ? { maxAge: 31_536_000, includeSubDomains: true }
        : false,
      crossOriginEmbedderPolicy: false,
    });
  },
  { name: 'security-headers' },
);
