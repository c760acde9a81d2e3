import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  emailChangeResultSchema,
  emailChangeStatusSchema,
  emailChangeTokenSchema,
} from '@wildfire/shared';
import { conflict, HttpError, tooManyRequests } from '#src/lib/http-errors';
import { errorResponses } from '#src/lib/errors-schema';
import { recordAudit } from '#src/repositories/audit';
import { revokeUserSessions } from '#src/repositories/users';
import {
  cancelEmailChanges,
  confirmEmailChange,
  pendingEmailChange,
  undoEmailChange,
  type EmailChangeOutcome,
} from '#src/services/email-change';
import { LOGIN_THROTTLE, claimLoginAttempt } from '#src/services/login-throttle';

const LINK_INVALID =
  'This link is not valid any more: it was used, replaced by a newer request, or it expired.';
const ADDRESS_TAKEN =
  'That email now belongs to another account, so the change cannot be made. Please contact support.';
const TOO_MANY_TRIES = 'Too many tries. Please wait 15 minutes and try again.';

/**
 * The links of an email change (decision 054), public as the link is the credential, and the
 * pending change as My Account shows it. The change itself is asked with PATCH /api/auth/user.
 */
export default async function emailChangeRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  /** Both links are throttled per address, counted before the token is looked at. */
  const withLinkToken = async (
    ip: string,
    use: () => Promise<EmailChangeOutcome>,
  ): Promise<{ userId: number; email: string }> => {
    const attempt = await claimLoginAttempt(app.db, `email-change-token:${ip}`, ip);
    if (!attempt) throw tooManyRequests(TOO_MANY_TRIES, LOGIN_THROTTLE.windowMs / 1000);
    const outcome = await use();
    if (!outcome.ok) {
      if (outcome.reason === 'taken') throw conflict(ADDRESS_TAKEN);
      throw new HttpError(400, 'invalid_token', LINK_INVALID);
    }
    await attempt.passed();
    return outcome;
  };

  routes.get(
    '/api/auth/email-change',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['auth'],
        summary: 'My email change waiting for the new address to be confirmed, if any',
        security: [{ bearer: [] }],
        response: { 200: emailChangeStatusSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const pending = await pendingEmailChange(app.db, request.auth!.user.id);
      return {
        pending: pending
          ? {
              new_email: pending.newEmail,
              requested_at: pending.createdAt.toISOString(),
              expires_at: pending.confirmExpiresAt.toISOString(),
            }
          : null,
      };
    },
  );

  routes.delete(
    '/api/auth/email-change',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['auth'],
        summary: 'Withdraw my email change before it is confirmed',
        security: [{ bearer: [] }],
        response: errorResponses(401),
      },
    },
    async (request, reply) => {
      if ((await cancelEmailChanges(app.db, request.auth!.user.id)) > 0) {
        await recordAudit(app.db, request, { action: 'auth.email_change_cancelled' });
      }
      return reply.code(204).send(undefined as never);
    },
  );

  routes.post(
    '/api/auth/email-change/confirm',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Confirm a new sign-in email with the link sent to it',
        body: emailChangeTokenSchema,
        response: { 200: emailChangeResultSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request) => {
      const { userId, email } = await withLinkToken(request.ip, () =>
        confirmEmailChange(app.db, request.body.token),
      );
      await recordAudit(app.db, request, {
        action: 'auth.email_changed',
        userId,
        targetType: 'user',
        targetId: String(userId),
        details: { email },
      });
      return { message: `Your email is confirmed. Sign in with ${email} from now on.`, email };
    },
  );

  routes.post(
    '/api/auth/email-change/undo',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary:
          'Undo an email change with the link sent to the old address (7 days); signs out everywhere',
        body: emailChangeTokenSchema,
        response: { 200: emailChangeResultSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request) => {
      const { userId, email } = await withLinkToken(request.ip, () =>
        undoEmailChange(app.db, request.body.token),
      );
      // Someone else may have made the change: every session ends.
      const ended = await revokeUserSessions(app.db, userId);
      await recordAudit(app.db, request, {
        action: 'auth.email_change_undone',
        userId,
        targetType: 'user',
        targetId: String(userId),
        details: { email, sessions_ended: ended },
      });
      return {
        message: `Your account signs in with ${email}, and every device was signed out. If you did not ask for the change, choose a new password now with Forgot Password? on the sign-in page.`,
        email,
      };
    },
  );
}
