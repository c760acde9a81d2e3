import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { passwordResetConfirmSchema, passwordResetRequestSchema } from '@wildfire/shared';
import { z } from 'zod';
import { HttpError, tooManyRequests } from '#src/lib/http-errors';
import { afterAnswer } from '#src/lib/after-answer';
import { errorResponses } from '#src/lib/errors-schema';
import { recordAudit } from '#src/repositories/audit';
import {
  findUserByEmail,
  findUserById,
  revokeUserSessions,
  setPasswordHash,
} from '#src/repositories/users';
import {
  LOGIN_THROTTLE,
  claimLoginAttempt,
  clearLoginFailures,
} from '#src/services/login-throttle';
import { hashPassword } from '#src/services/passwords';
import {
  claimPasswordReset,
  issuePasswordReset,
  newResetToken,
  sendPasswordChangedNotice,
} from '#src/services/password-reset';

/** The one answer to every reset request, whether or not the account exists. */
export const PASSWORD_RESET_ACCEPTED =
  'If an account uses this email, we sent it a link to choose a new password. The link works once and expires in 30 minutes.';
const TOO_MANY_RESETS = 'Too many password reset requests. Please wait 15 minutes and try again.';
const RESET_LINK_INVALID =
  'This password reset link is not valid any more: it was used, replaced by a newer one, or it expired. Please ask for a new one.';

export default async function passwordResetRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  const work = afterAnswer(app);

  routes.post(
    '/api/auth/password-reset',
    {
      config: { access: 'public' },
      onResponse: work.onResponse,
      schema: {
        tags: ['auth'],
        summary: 'Email a password reset link (same answer whether or not the account exists)',
        body: passwordResetRequestSchema,
        response: { 202: z.object({ message: z.string() }), ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      // Throttled per email and per address, with the sign-in counters (decision 012), counted
      // and decided in one step (decision 051).
      if (!(await claimLoginAttempt(app.db, `reset:${email}`, request.ip))) {
        throw tooManyRequests(TOO_MANY_RESETS, LOGIN_THROTTLE.windowMs / 1000);
      }
      // Whether the account exists is looked at only once the answer has left, so its timing
      // is the same either way (decision 054).
      work.later(request, async () => {
        const user = await findUserByEmail(app.db, email);
        if (!user || user.status !== 'active') return;
        await issuePasswordReset(app, user, newResetToken(), request.ip);
        await recordAudit(app.db, request, {
          action: 'auth.password_reset_requested',
          userId: user.id,
        });
      });
      return reply.code(202).send({ message: PASSWORD_RESET_ACCEPTED });
    },
  );

  routes.post(
    '/api/auth/password-reset/confirm',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the emailed link; every session is signed out',
        body: passwordResetConfirmSchema,
        response: { 200: z.object({ message: z.string() }), ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const attempt = await claimLoginAttempt(app.db, `reset-token:${request.ip}`, request.ip);
      if (!attempt) {
        throw tooManyRequests(TOO_MANY_RESETS, LOGIN_THROTTLE.windowMs / 1000);
      }
      const userId = await claimPasswordReset(app.db, request.body.token);
      const user = userId === null ? undefined : await findUserById(app.db, userId);
      if (!user || user.status !== 'active') {
        throw new HttpError(400, 'invalid_token', RESET_LINK_INVALID);
      }
      await attempt.passed();
      await setPasswordHash(app.db, user.id, await hashPassword(request.body.password));
      const ended = await revokeUserSessions(app.db, user.id);
      // A new password ends the run of failed sign-ins that may have locked the account.
      await clearLoginFailures(app.db, user.email.toLowerCase());
      await recordAudit(app.db, request, {
        action: 'auth.password_reset',
        userId: user.id,
        targetType: 'user',
        targetId: String(user.id),
        details: { sessions_ended: ended },
      });
      await sendPasswordChangedNotice(app, user);
      return { message: 'Your password was changed. Please sign in with your new password.' };
    },
  );
}
