import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Executor } from '../db/client';
import { createSession } from '../repositories/users';

/** Open a server-side session for the user and sign its access token (decision 002). */
export async function startSession(
  app: FastifyInstance,
  db: Executor,
  request: Pick<FastifyRequest, 'ip' | 'headers'>,
  userId: number,
) {
  const expiresAt = new Date(Date.now() + app.config.accessTokenTtlSeconds * 1000);
  const session = await createSession(db, {
    id: crypto.randomBytes(24).toString('base64url'),
    userId,
    expiresAt,
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  });
  const token = await app.tokens.sign({ userId, sessionId: session.id }, session.expiresAt);
  return {
    sessionId: session.id,
    response: {
      access_token: token,
      token_type: 'Bearer' as const,
      expires_in: app.config.accessTokenTtlSeconds,
      expires_at: session.expiresAt.toISOString(),
    },
  };
}
