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
import { HttpError, conflict, forbidden, tooManyRequests } from '#src/lib/http-errors';
import { errorResponses } from '#src/lib/errors-schema';
import { recordAudit } from '#src/repositories/audit';
import {
  findUserById,
  markReauthenticated,
  raiseSessionAssurance,
  type UserRow,
} from '#src/repositories/users';
import type { SessionAssurance } from '#src/db/schema/index';
import {
  LOGIN_THROTTLE,
  claimLoginAttempt,
  clearLoginFailures,
} from '#src/services/login-throttle';
import { verifyPassword } from '#src/services/passwords';
import { endSessionsBelowRequirement, startSession } from '#src/services/sessions';
import { generateTotpSecret, otpauthUrl } from '#src/services/totp';
import {
  checkTotpCode,
  disableTotp,
  enableTotp,
  findTotp,
  issueRecoveryCodes,
  mustUseTwoFactor,
  spendChallenge,
  startEnrolment,
  useRecoveryCode,
  verifyChallenge,
  type Challenge,
  type ChallengePurpose,
  type TwoFactorKeys,
} from '#src/services/two-factor';

export const INVALID_CODE_MESSAGE = 'That code is not valid. Please try again.';
const CHALLENGE_EXPIRED = 'Your sign-in has expired. Please start again.';

/**
 * The whole sign-in succeeded: open the session, end the run of failures, log it. `assurance`
 * says whether a second factor was proved on the way (decision 051).
 */
export async function finishSignIn(
  app: FastifyInstance,
  request: FastifyRequest,
  user: UserRow,
  assurance: SessionAssurance,
  details: Record<string, unknown> = {},
) {
  const { sessionId, response } = await startSession(app, app.db, request, user.id, assurance);
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

/**
 * Codes are throttled like passwords, per account and per address, and counted before they are
 * checked (decision 051): the attempt, or 429 when the limits are used up.
 */
async function claimAttempt(app: FastifyInstance, request: FastifyRequest, user: UserRow) {
  const attempt = await claimLoginAttempt(app.db, user.email.toLowerCase(), request.ip);
  if (!attempt) {
    throw tooManyRequests(MESSAGES.tooManyLoginAttempts, LOGIN_THROTTLE.windowMs / 1000);
  }
  return attempt;
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
  const attempt = await claimAttempt(app, request, user);
  const ok =
    'password' in body
      ? await verifyPassword(user.passwordHash, body.password)
      : await checkTotpCode(app.db, keys, user.id, body.code);
  if (!ok) {
    await recordAudit(app.db, request, { action: failureAction, userId: user.id });
    throw new HttpError(
      400,
      'invalid_credentials',
      'password' in body ? 'That password is not right.' : INVALID_CODE_MESSAGE,
    );
  }
  await attempt.passed();
}

export default async function twoFactorRoutes(
  app: FastifyInstance,
  { keys }: { keys: TwoFactorKeys },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  const challengeOf = async (token: string, purpose: ChallengePurpose) => {
    const challenge = await verifyChallenge(keys, token, purpose);
    const user = challenge === null ? undefined : await findUserById(app.db, challenge.userId);
    if (!challenge || !user || user.status !== 'active') {
      throw new HttpError(401, 'invalid_challenge', CHALLENGE_EXPIRED);
    }
    return { challenge, user };
  };
  /** A challenge opens one session at most (decision 051). */
  const spend = async (challenge: Challenge) => {
    if (!(await spendChallenge(app.db, challenge))) {
      throw new HttpError(401, 'invalid_challenge', CHALLENGE_EXPIRED);
    }
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
      const { challenge, user } = await challengeOf(request.body.challenge_token, 'second_factor');
      const attempt = await claimAttempt(app, request, user);
      const body = request.body;
      const ok =
        'code' in body
          ? await checkTotpCode(app.db, keys, user.id, body.code)
          : await useRecoveryCode(app.db, user.id, body.recovery_code);
      if (!ok) {
        await recordAudit(app.db, request, {
          action: 'auth.second_factor_failed',
          userId: user.id,
        });
        throw new HttpError(401, 'invalid_code', INVALID_CODE_MESSAGE);
      }
      await attempt.passed();
      await spend(challenge);
      if ('recovery_code' in body) {
        await recordAudit(app.db, request, { action: 'auth.recovery_code_used', userId: user.id });
      }
      return finishSignIn(app, request, user, 'two_factor', {
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
      const { user } = await challengeOf(request.body.challenge_token, 'enrolment');
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
      const { challenge, user } = await challengeOf(request.body.challenge_token, 'enrolment');
      const attempt = await claimAttempt(app, request, user);
      if (!(await checkTotpCode(app.db, keys, user.id, request.body.code, { pending: true }))) {
        await recordAudit(app.db, request, {
          action: 'auth.second_factor_failed',
          userId: user.id,
        });
        throw new HttpError(401, 'invalid_code', INVALID_CODE_MESSAGE);
      }
      await attempt.passed();
      // Spent before anything changes, so a racing confirmation cannot replace these codes.
      await spend(challenge);
      await enableTotp(app.db, user.id);
      const recoveryCodes = await issueRecoveryCodes(app.db, user.id);
      await recordAudit(app.db, request, { action: 'totp.enabled', userId: user.id });
      // Sessions opened with the password alone end: the account now needs a second factor.
      await endSessionsBelowRequirement(app.db, [user.id]);
      const response = await finishSignIn(app, request, user, 'two_factor', {
        second_factor: 'totp',
      });
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
      const attempt = await claimAttempt(app, request, me);
      if (!(await checkTotpCode(app.db, keys, me.id, request.body.code, { pending: true }))) {
        await recordAudit(app.db, request, { action: 'auth.second_factor_failed', userId: me.id });
        throw new HttpError(400, 'invalid_code', INVALID_CODE_MESSAGE);
      }
      await attempt.passed();
      await enableTotp(app.db, me.id);
      const codes = await issueRecoveryCodes(app.db, me.id);
      // This session has just proved the second factor; the others opened without one end.
      const { sessionId } = request.auth!;
      await raiseSessionAssurance(app.db, sessionId);
      const ended = await endSessionsBelowRequirement(app.db, [me.id], sessionId);
      await recordAudit(app.db, request, {
        action: 'totp.enabled',
        details: { sessions_ended: ended },
      });
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
