import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Executor } from '../db/client';
import type { SessionAssurance } from '../db/schema';
import { createSession, findUserById, revokeSessionsBelow } from '../repositories/users';
import { requiredAssurance } from './two-factor';

/**
 * Open a server-side session for the user and sign its access token (decision 002). `assurance`
 * says what the holder proved: the password alone, or a second factor too (decision 051).
 */
export async function startSession(
  app: FastifyInstance,
  db: Executor,
  request: Pick<FastifyRequest, 'ip' | 'headers'>,
  userId: number,
  assurance: SessionAssurance,
) {
  const expiresAt = new Date(Date.now() + app.config.accessTokenTtlSeconds * 1000);
  const session = await createSession(db, {
    id: crypto.randomBytes(24).toString('base64url'),
    userId,
    expiresAt,
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    assurance,
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

/**
 * Ends every live session of these users that was opened with less than their account now
 * requires (decision 051): called wherever the requirement may have risen, such as a permission
 * that changes data granted, or two-factor sign-in turned on. `except` keeps the session that has
 * just proved the higher assurance. Returns how many ended.
 */
export async function endSessionsBelowRequirement(
  db: Executor,
  userIds: Iterable<number>,
  except?: string,
) {
  let ended = 0;
  for (const userId of new Set(userIds)) {
    const user = await findUserById(db, userId);
    if (!user) continue;
    if ((await requiredAssurance(db, user)) === 'two_factor') {
      ended += await revokeSessionsBelow(db, userId, 'two_factor', except);
    }
  }
  return ended;
}
