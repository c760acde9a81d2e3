import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  currentUserSchema,
  loginRequestSchema,
  loginResponseSchema,
  MESSAGES,
} from '@wildfire/shared';
import { tooManyRequests, HttpError } from '../../../lib/http-errors';
import { errorResponses } from '../../../lib/errors-schema';
import { recordAudit } from '../../../repositories/audit';
import {
  createSession,
  findUserByEmail,
  revokeSession,
  type UserRow,
} from '../../../repositories/users';
import {
  LOGIN_THROTTLE,
  clearLoginFailures,
  isLoginThrottled,
  recordLoginFailure,
} from '../../../services/login-throttle';
import { verifyPassword } from '../../../services/passwords';

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

      const expiresAt = new Date(Date.now() + app.config.accessTokenTtlSeconds * 1000);
      const session = await createSession(app.db, {
        id: crypto.randomBytes(24).toString('base64url'),
        userId: user.id,
        expiresAt,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      await clearLoginFailures(app.db, username);
      await recordAudit(app.db, request, {
        action: 'auth.login',
        userId: user.id,
        targetType: 'session',
        targetId: session.id,
      });
      const token = await app.tokens.sign(
        { userId: user.id, sessionId: session.id },
        session.expiresAt,
      );
      return {
        access_token: token,
        token_type: 'Bearer' as const,
        expires_in: app.config.accessTokenTtlSeconds,
        expires_at: session.expiresAt.toISOString(),
      };
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
