import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  enrolConfirmSchema,
  enrolRequestSchema,
  loginResponseSchema,
  MESSAGES,
  passwordOrCodeSchema,
  recoveryCodesResponseSchema,
  secondFactorRequestSchema,
  totpCodeRequestSchema,
  totpSetupResponseSchema,
} from '@wildfire/shared';
import { HttpError, conflict, forbidden, tooManyRequests } from '../../../lib/http-errors';
import { errorResponses } from '../../../lib/errors-schema';
import { recordAudit } from '../../../repositories/audit';
import { findUserById, markReauthenticated, type UserRow } from '../../../repositories/users';
import {
  LOGIN_THROTTLE,
  clearLoginFailures,
  isLoginThrottled,
  recordLoginFailure,
} from '../../../services/login-throttle';
import { verifyPassword } from '../../../services/passwords';
import { startSession } from '../../../services/sessions';
import { generateTotpSecret, otpauthUrl } from '../../../services/totp';
import {
  checkTotpCode,
  disableTotp,
  enableTotp,
  findTotp,
  issueRecoveryCodes,
  mustUseTwoFactor,
  startEnrolment,
  useRecoveryCode,
  verifyChallenge,
  type ChallengePurpose,
  type TwoFactorKeys,
} from '../../../services/two-factor';

export const INVALID_CODE_MESSAGE = 'That code is not valid. Please try again.';
const CHALLENGE_EXPIRED = 'Your sign-in has expired. Please start again.';

/** The whole sign-in succeeded: open the session, end the run of failures, log it. */
export async function finishSignIn(
  app: FastifyInstance,
  request: FastifyRequest,
  user: UserRow,
  details: Record<string, unknown> = {},
) {
  const { sessionId, response } = await startSession(app, app.db, request, user.id);
  await clearLoginFailures(app.db, user.email.toLowerCase());
  await recordAudit(app.db, request, {
    action: 'auth.login',
    userId: user.id,
    targetType: 'session',
    targetId: sessionId,
    details,
  });
  return response;
}

/** Codes are throttled like passwords: failures count per account and per address. */
async function refuseWhenThrottled(app: FastifyInstance, request: FastifyRequest, user: UserRow) {
  if (await isLoginThrottled(app.db, user.email.toLowerCase(), request.ip)) {
    throw tooManyRequests(MESSAGES.tooManyLoginAttempts, LOGIN_THROTTLE.windowMs / 1000);
  }
}

async function recordCodeFailure(
  app: FastifyInstance,
  request: FastifyRequest,
  user: UserRow,
  action: string,
) {
  await recordLoginFailure(app.db, user.email.toLowerCase(), request.ip);
  await recordAudit(app.db, request, { action, userId: user.id });
}

/**
 * The password or a current code of a signed-in user (re-authentication, disabling two-factor).
 * A wrong one counts as a failed sign-in and answers 400 (the session itself is fine).
 */
export async function proveIdentity(
  app: FastifyInstance,
  keys: TwoFactorKeys,
  request: FastifyRequest,
  body: { password: string } | { code: string },
  failureAction: string,
) {
  const user = request.auth!.user;
  await refuseWhenThrottled(app, request, user);
  const ok =
    'password' in body
      ? await verifyPassword(user.passwordHash, body.password)
      : await checkTotpCode(app.db, keys, user.id, body.code);
  if (!ok) {
    await recordCodeFailure(app, request, user, failureAction);
    throw new HttpError(
      400,
      'invalid_credentials',
      'password' in body ? 'That password is not right.' : INVALID_CODE_MESSAGE,
    );
  }
}

export default async function twoFactorRoutes(
  app: FastifyInstance,
  { keys }: { keys: TwoFactorKeys },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  const challengeUser = async (token: string, purpose: ChallengePurpose) => {
    const userId = await verifyChallenge(keys, token, purpose);
    const user = userId === null ? undefined : await findUserById(app.db, userId);
    if (!user || user.status !== 'active') {
      throw new HttpError(401, 'invalid_challenge', CHALLENGE_EXPIRED);
    }
    return user;
  };

  routes.post(
    '/api/auth/login/second-factor',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Finish signing in with an authenticator code or a recovery code',
        body: secondFactorRequestSchema,
        response: { 200: loginResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const user = await challengeUser(request.body.challenge_token, 'second_factor');
      await refuseWhenThrottled(app, request, user);
      const body = request.body;
      const ok =
        'code' in body
          ? await checkTotpCode(app.db, keys, user.id, body.code)
          : await useRecoveryCode(app.db, user.id, body.recovery_code);
      if (!ok) {
        await recordCodeFailure(app, request, user, 'auth.second_factor_failed');
        throw new HttpError(401, 'invalid_code', INVALID_CODE_MESSAGE);
      }
      if ('recovery_code' in body) {
        await recordAudit(app.db, request, { action: 'auth.recovery_code_used', userId: user.id });
      }
      return finishSignIn(app, request, user, {
        second_factor: 'code' in body ? 'totp' : 'recovery_code',
      });
    },
  );

  routes.post(
    '/api/auth/login/enrol',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Staff who must use two-factor sign-in: get a new authenticator secret',
        body: enrolRequestSchema,
        response: { 200: totpSetupResponseSchema, ...errorResponses(400, 401, 409) },
      },
    },
    async (request) => {
      const user = await challengeUser(request.body.challenge_token, 'enrolment');
      if ((await findTotp(app.db, user.id))?.enabledAt) {
        throw conflict('Two-factor sign-in is already set up. Please sign in again.');
      }
      const secret = generateTotpSecret();
      await startEnrolment(app.db, keys, user.id, secret);
      return { secret, otpauth_url: otpauthUrl(secret, user.email) };
    },
  );

  routes.post(
    '/api/auth/login/enrol/confirm',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Finish enrolment with the first code: signs in and answers the recovery codes',
        body: enrolConfirmSchema,
        response: {
          200: loginResponseSchema.extend(recoveryCodesResponseSchema.shape),
          ...errorResponses(400, 401, 429),
        },
      },
    },
    async (request) => {
      const user = await challengeUser(request.body.challenge_token, 'enrolment');
      await refuseWhenThrottled(app, request, user);
      if (!(await checkTotpCode(app.db, keys, user.id, request.body.code, { pending: true }))) {
        await recordCodeFailure(app, request, user, 'auth.second_factor_failed');
        throw new HttpError(401, 'invalid_code', INVALID_CODE_MESSAGE);
      }
      await enableTotp(app.db, user.id);
      const recoveryCodes = await issueRecoveryCodes(app.db, user.id);
      await recordAudit(app.db, request, { action: 'totp.enabled', userId: user.id });
      const response = await finishSignIn(app, request, user, { second_factor: 'totp' });
      return { ...response, recovery_codes: recoveryCodes };
    },
  );

  routes.post(
    '/api/auth/totp/setup',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['auth'],
        summary: 'Start setting up two-factor sign-in: a new authenticator secret',
        security: [{ bearer: [] }],
        response: { 200: totpSetupResponseSchema, ...errorResponses(401, 409) },
      },
    },
    async (request) => {
      const me = request.auth!.user;
      if ((await findTotp(app.db, me.id))?.enabledAt) {
        throw conflict('Two-factor sign-in is already on.');
      }
      const secret = generateTotpSecret();
      await startEnrolment(app.db, keys, me.id, secret);
      return { secret, otpauth_url: otpauthUrl(secret, me.email) };
    },
  );

  routes.post(
    '/api/auth/totp/enable',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['auth'],
        summary: 'Turn two-factor sign-in on with the first code; answers the recovery codes',
        security: [{ bearer: [] }],
        body: totpCodeRequestSchema,
        response: { 200: recoveryCodesResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const me = request.auth!.user;
      await refuseWhenThrottled(app, request, me);
      if (!(await checkTotpCode(app.db, keys, me.id, request.body.code, { pending: true }))) {
        await recordCodeFailure(app, request, me, 'auth.second_factor_failed');
        throw new HttpError(400, 'invalid_code', INVALID_CODE_MESSAGE);
      }
      await enableTotp(app.db, me.id);
      const codes = await issueRecoveryCodes(app.db, me.id);
      await recordAudit(app.db, request, { action: 'totp.enabled' });
      return { recovery_codes: codes };
    },
  );

  routes.post(
    '/api/auth/totp/disable',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['auth'],
        summary: 'Turn two-factor sign-in off (password or a code); staff who must have it cannot',
        security: [{ bearer: [] }],
        body: passwordOrCodeSchema,
        response: { ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const me = request.auth!.user;
      if (await mustUseTwoFactor(app.db, me)) {
        throw forbidden('Your permissions require two-factor sign-in, so it cannot be turned off.');
      }
      await proveIdentity(app, keys, request, request.body, 'auth.second_factor_failed');
      await disableTotp(app.db, me.id);
      await recordAudit(app.db, request, { action: 'totp.disabled' });
      return reply.code(204).send(undefined as never);
    },
  );

  routes.post(
    '/api/auth/totp/recovery-codes',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['auth'],
        summary: 'New recovery codes (needs a current code); the old ones stop working',
        security: [{ bearer: [] }],
        body: totpCodeRequestSchema,
        response: { 200: recoveryCodesResponseSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) => {
      const me = request.auth!.user;
      if (!(await findTotp(app.db, me.id))?.enabledAt) {
        throw conflict('Two-factor sign-in is off.');
      }
      await proveIdentity(app, keys, request, request.body, 'auth.second_factor_failed');
      const codes = await issueRecoveryCodes(app.db, me.id);
      await recordAudit(app.db, request, { action: 'totp.recovery_codes_regenerated' });
      return { recovery_codes: codes };
    },
  );

  routes.post(
    '/api/auth/reauthenticate',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['auth'],
        summary: 'Confirm it is you (password or a code) before a dangerous action',
        description: 'Good for 15 minutes on this session (decision 012).',
        security: [{ bearer: [] }],
        body: passwordOrCodeSchema,
        response: { ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      await proveIdentity(app, keys, request, request.body, 'auth.reauthentication_failed');
      await markReauthenticated(app.db, request.auth!.sessionId);
      await recordAudit(app.db, request, {
        action: 'auth.reauthenticated',
        targetType: 'session',
        targetId: request.auth!.sessionId,
      });
      return reply.code(204).send(undefined as never);
    },
  );
}
