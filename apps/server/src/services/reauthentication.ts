import {
  REAUTHENTICATION_MESSAGE,
  REAUTHENTICATION_REQUIRED,
  REAUTHENTICATION_WINDOW_MINUTES,
} from '@wildfire/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessions } from '../db/schema';
import { HttpError, unauthorized } from '../lib/http-errors';

export const REAUTHENTICATION_WINDOW_MS = REAUTHENTICATION_WINDOW_MINUTES * 60_000;

/**
 * The guard of the most dangerous actions (decision 012): the caller's session must have proved
 * who its holder is (sign-in or POST /api/auth/reauthenticate) within the last 15 minutes;
 * otherwise 403 `reauthentication_required`, which the web app answers by asking and retrying.
 */
export async function requireRecentAuthentication(
  app: FastifyInstance,
  request: FastifyRequest,
  now = new Date(),
) {
  const sessionId = request.auth?.sessionId;
  if (!sessionId) throw unauthorized();
  const [row] = await app.db
    .select({ at: sessions.reauthenticatedAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId))
    .limit(1);
  if (!row?.at || now.getTime() - row.at.getTime() > REAUTHENTICATION_WINDOW_MS) {
    throw new HttpError(403, REAUTHENTICATION_REQUIRED, REAUTHENTICATION_MESSAGE);
  }
}
