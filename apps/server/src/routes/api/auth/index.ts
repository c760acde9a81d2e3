import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  currentUserSchema,
  enrolmentChallengeSchema,
  loginRequestSchema,
  secondFactorChallengeSchema,
  loginResponseSchema,
  MESSAGES,
  type PermissionId,
  profileUpdateSchema,
} from '@wildfire/shared';
import { and, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../../db/schema';
import { conflict, tooManyRequests, HttpError } from '../../../lib/http-errors';
import { errorResponses } from '../../../lib/errors-schema';
import { recordAudit } from '../../../repositories/audit';
import { effectivePermissionsOf } from '../../../repositories/staff-access';
import { findUserByEmail, revokeSession, type UserRow } from '../../../repositories/users';
import {
  LOGIN_THROTTLE,
  clearLoginFailures,
  isLoginThrottled,
  recordLoginFailure,
} from '../../../services/login-throttle';
import { verifyPassword } from '../../../services/passwords';
import { startSession } from '../../../services/sessions';
import { loadTokenSecret } from '../../../services/secrets';
import {
  CHALLENGE_TTL_SECONDS,
  deriveTwoFactorKeys,
  hasTwoFactor,
  mustUseTwoFactor,
  signChallenge,
} from '../../../services/two-factor';
import { seedDemoTwoFactor } from '../../../seed/demo-security';
import accountSecurityRoutes from './security';
import passwordResetRoutes from './password-reset';
import twoFactorRoutes from './two-factor';

export const toCurrentUser = (user: UserRow, permissions: PermissionId[]) => ({
  id: user.id,
  name: user.name,
  email: user.email,
  phone: user.phone,
  timezone: user.timezone,
  kind: user.kind,
  user_type: user.userType,
  is_staff: user.kind === 'staff',
  permissions,
});

export default async function authRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const keys = deriveTwoFactorKeys(loadTokenSecret(app.config.tokenSecret, app.config.dataDir));
  // The demo staff sign in with the demo authenticator secret (README, demo accounts).
  if (app.config.demoSeed) await seedDemoTwoFactor(app.db, keys);
  await app.register(twoFactorRoutes, { keys });
  await app.register(accountSecurityRoutes, { keys });
  await app.register(passwordResetRoutes);

  routes.post(
    '/api/auth/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        description:
          'Accounts without two-factor sign-in get the access token. Enrolled accounts get a challenge for ' +
          'POST /api/auth/login/second-factor; staff who must enrol get one for POST /api/auth/login/enrol.',
        body: loginRequestSchema,
        response: {
          200: z.union([
            loginResponseSchema,
            secondFactorChallengeSchema,
            enrolmentChallengeSchema,
          ]),
          ...errorResponses(400, 401, 429),
        },
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

      // The password was right; a second step may still be needed (decision 012). Failures are
      // cleared only once the whole sign-in succeeds, so codes count against the same limit.
      if (await hasTwoFactor(app.db, user.id)) {
        return {
          second_factor: 'totp' as const,
          challenge_token: await signChallenge(keys, user.id, 'second_factor'),
          expires_in: CHALLENGE_TTL_SECONDS,
        };
      }
      if (await mustUseTwoFactor(app.db, user)) {
        await recordAudit(app.db, request, {
          action: 'auth.enrolment_required',
          userId: user.id,
        });
        return {
          enrolment_required: true as const,
          challenge_token: await signChallenge(keys, user.id, 'enrolment'),
          expires_in: CHALLENGE_TTL_SECONDS,
        };
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
    // Read fresh on every call: group and permission changes show on the next request.
    async (request) =>
      toCurrentUser(request.auth!.user, await effectivePermissionsOf(app.db, request.auth!.user)),
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
      return toCurrentUser(updated!, await effectivePermissionsOf(app.db, updated!));
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
