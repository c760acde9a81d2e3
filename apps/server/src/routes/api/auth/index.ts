import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  currentUserSchema,
  enrolmentChallengeSchema,
  loginRequestSchema,
  secondFactorChallengeSchema,
  loginResponseSchema,
  EMAIL_CHANGE_NEEDS_PASSWORD,
  MESSAGES,
  type PermissionId,
  profileUpdateResponseSchema,
  profileUpdateSchema,
} from '@wildfire/shared';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '#src/db/schema/index';
import { badRequest, conflict, tooManyRequests, HttpError } from '#src/lib/http-errors';
import { errorResponses } from '#src/lib/errors-schema';
import { recordAudit } from '#src/repositories/audit';
import { effectivePermissionsOf } from '#src/repositories/staff-access';
import { findUserByEmail, revokeSession, type UserRow } from '#src/repositories/users';
import {
  LOGIN_THROTTLE,
  claimLoginAttempt,
  clearLoginFailures,
} from '#src/services/login-throttle';
import { emailTaken, pendingEmailChange, requestEmailChange } from '#src/services/email-change';
import { verifyPassword } from '#src/services/passwords';
import { startSession } from '#src/services/sessions';
import { loadTokenSecrets } from '#src/services/secrets';
import {
  CHALLENGE_TTL_SECONDS,
  deriveTwoFactorKeys,
  restoreUnderCurrentKey,
  hasTwoFactor,
  mustUseTwoFactor,
  signChallenge,
} from '#src/services/two-factor';
import { seedDemoTwoFactor } from '#src/seed/demo-security';
import accountSecurityRoutes from './security';
import emailChangeRoutes from './email-change';
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
  const secrets = loadTokenSecrets(app.config);
  const keys = deriveTwoFactorKeys(secrets.current, secrets.previous);
  // Rotating TOKEN_SECRET: the authenticators stored under the previous one move to the new.
  const moved = await restoreUnderCurrentKey(app.db, keys);
  if (moved > 0) app.log.info({ moved }, 'authenticators stored under the new TOKEN_SECRET');
  // The demo staff sign in with the demo authenticator secret (README, demo accounts).
  if (app.config.demoSeed) await seedDemoTwoFactor(app.db, keys);
  await app.register(twoFactorRoutes, { keys });
  await app.register(accountSecurityRoutes, { keys });
  await app.register(passwordResetRoutes);
  await app.register(emailChangeRoutes);

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
      // The attempt is counted before the password is checked (decision 051).
      const attempt = await claimLoginAttempt(app.db, username, request.ip);
      if (!attempt) {
        throw tooManyRequests(MESSAGES.tooManyLoginAttempts, LOGIN_THROTTLE.windowMs / 1000);
      }
      const user = await findUserByEmail(app.db, username);
      const valid = await verifyPassword(user?.passwordHash, request.body.password);
      if (!user || !valid || user.status !== 'active') {
        await recordAudit(app.db, request, {
          action: 'auth.login_failed',
          userId: user?.id ?? null,
          details: { username },
        });
        throw new HttpError(401, 'invalid_credentials', MESSAGES.loginFailed);
      }

      // The password was right; a second step may still be needed (decision 012). Failures are
      // cleared only once the whole sign-in succeeds, so codes count against the same limit.
      await attempt.passed();
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

      const { sessionId, response } = await startSession(app, app.db, request, user.id, 'password');
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
        description:
          'A new email needs current_password; it is used to sign in only once confirmed through ' +
          'the link sent to it, and the old address is told, with a link that undoes the change ' +
          'for 7 days (pending_email until then).',
        security: [{ bearer: [] }],
        body: profileUpdateSchema,
        response: { 200: profileUpdateResponseSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) => {
      const me = request.auth!.user;
      const { name, email, phone, timezone, current_password: password } = request.body;
      const emailChanging = email !== me.email.toLowerCase();
      if (emailChanging) await checkEmailChange(request, me, email, password);
      const [updated] = await app.db
        .update(users)
        .set({ name, phone, timezone, updatedAt: new Date() })
        .where(eq(users.id, me.id))
        .returning();
      await recordAudit(app.db, request, {
        action: 'profile.update',
        targetType: 'user',
        targetId: String(me.id),
        details: {
          changed: (['name', 'phone', 'timezone'] as const).filter(
            (k) => me[k] !== request.body[k],
          ),
        },
      });
      if (emailChanging) {
        const { mails } = await requestEmailChange(app.db, {
          publicUrl: app.config.publicUrl,
          user: me,
          newEmail: email,
          ip: request.ip,
        });
        await app.mailer.sendAll(app.db, mails);
        await recordAudit(app.db, request, {
          action: 'auth.email_change_requested',
          targetType: 'user',
          targetId: String(me.id),
          details: { new_email: email },
        });
      }
      const pending = await pendingEmailChange(app.db, me.id);
      return {
        ...toCurrentUser(updated!, await effectivePermissionsOf(app.db, updated!)),
        pending_email: pending?.newEmail ?? null,
      };
    },
  );

  /**
   * A new email needs the current password (decision 054), counted like a sign-in, and must not
   * belong to another account.
   */
  const checkEmailChange = async (
    request: FastifyRequest,
    me: UserRow,
    email: string,
    password: string | undefined,
  ) => {
    if (!password) throw badRequest(`body.current_password: ${EMAIL_CHANGE_NEEDS_PASSWORD}`);
    const attempt = await claimLoginAttempt(app.db, me.email.toLowerCase(), request.ip);
    if (!attempt) {
      throw tooManyRequests(MESSAGES.tooManyLoginAttempts, LOGIN_THROTTLE.windowMs / 1000);
    }
    if (!(await verifyPassword(me.passwordHash, password))) {
      throw new HttpError(
        400,
        'invalid_credentials',
        'That password is not right',
        {},
        {
          current_password: 'That password is not right',
        },
      );
    }
    await attempt.passed();
    // Only once the password is right, so a token alone does not tell which emails have accounts.
    if (await emailTaken(app.db, email, me.id)) {
      throw conflict('That email belongs to another account.');
    }
  };

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
