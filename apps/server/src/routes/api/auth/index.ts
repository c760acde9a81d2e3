import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  currentUserSchema,
  loginRequestSchema,
  loginResponseSchema,
  MESSAGES,
  profileUpdateSchema,
} from '@wildfire/shared';
import { and, eq, ne, sql } from 'drizzle-orm';
import { users } from '../../../db/schema';
import { conflict, tooManyRequests, HttpError } from '../../../lib/http-errors';
import { errorResponses } from '../../../lib/errors-schema';
import { recordAudit } from '../../../repositories/audit';
import { findUserByEmail, revokeSession, type UserRow } from '../../../repositories/users';
import {
  LOGIN_THROTTLE,
  clearLoginFailures,
  isLoginThrottled,
  recordLoginFailure,
} from '../../../services/login-throttle';
import { verifyPassword } from '../../../services/passwords';
import { startSession } from '../../../services/sessions';

export const toCurrentUser = (user: UserRow) => ({
  id: user.id,
  name: user.name,
  email: user.email,
  phone: user.phone,
  timezone: user.timezone,
  kind: user.kind,
  user_type: user.userType,
  is_staff: user.kind === 'staff',
});

export default async function authRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/auth/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const username = request.body.username.toLowerCase();
      if (await isLoginThrottled(app.db, username, request.ip)) {
        throw tooManyRequests(MESSAGES.tooManyLoginAttempts, LOGIN_THROTTLE.windowMs / 1000);
      }
      const user = await findUserByEmail(app.db, username);
      const valid = await verifyPassword(user?.passwordHash, request.body.password);
      if (!user || !valid || user.status !== 'active') {
        await recordLoginFailure(app.db, username, request.ip);
        await recordAudit(app.db, request, {
          action: 'auth.login_failed',
          userId: user?.id ?? null,
          details: { username },
        });
        throw new HttpError(401, 'invalid_credentials', MESSAGES.loginFailed);
      }

      const { sessionId, response } = await startSession(app, app.db, request, user.id);
      await clearLoginFailures(app.db, username);
      await recordAudit(app.db, request, {
        action: 'auth.login',
        userId: user.id,
        targetType: 'session',
        targetId: sessionId,
      });
      return response;
    },
  );

  routes.get(
    '/api/auth/user',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        security: [{ bearer: [] }],
        response: { 200: currentUserSchema, ...errorResponses(401) },
      },
    },
    async (request) => toCurrentUser(request.auth!.user),
  );

  routes.patch(
    '/api/auth/user',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['auth'],
        summary: 'Update my profile (My Account)',
        security: [{ bearer: [] }],
        body: profileUpdateSchema,
        response: { 200: currentUserSchema, ...errorResponses(400, 401, 409) },
      },
    },
    async (request) => {
      const me = request.auth!.user;
      const { name, email, phone, timezone } = request.body;
      const [taken] = await app.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(sql`lower(${users.email})`, email), ne(users.id, me.id)))
        .limit(1);
      if (taken) throw conflict('That email belongs to another account.');
      const [updated] = await app.db
        .update(users)
        .set({ name, email, phone, timezone, updatedAt: new Date() })
        .where(eq(users.id, me.id))
        .returning();
      await recordAudit(app.db, request, {
        action: 'profile.update',
        targetType: 'user',
        targetId: String(me.id),
        details: {
          changed: Object.keys(request.body).filter(
            (k) =>
              (me as Record<string, unknown>)[k] !== request.body[k as keyof typeof request.body],
          ),
        },
      });
      return toCurrentUser(updated!);
    },
  );

  routes.post(
    '/api/auth/logout',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['auth'],
        summary: 'Sign out: the session ends on the server',
        security: [{ bearer: [] }],
        response: errorResponses(401),
      },
    },
    async (request, reply) => {
      const { sessionId } = request.auth!;
      await revokeSession(app.db, sessionId);
      await recordAudit(app.db, request, {
        action: 'auth.logout',
        targetType: 'session',
        targetId: sessionId,
      });
      return reply.code(204).send(undefined as never);
    },
  );
}
