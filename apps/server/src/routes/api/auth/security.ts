import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  describeUserAgent,
  MESSAGES,
  passwordChangeSchema,
  securityEventsResponseSchema,
  securityStatusSchema,
  sessionsResponseSchema,
} from '@wildfire/shared';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { auditLog } from '#src/db/schema/index';
import { HttpError, notFound, tooManyRequests } from '#src/lib/http-errors';
import { errorResponses } from '#src/lib/errors-schema';
import { recordAudit } from '#src/repositories/audit';
import {
  listLiveSessions,
  revokeOwnSession,
  revokeUserSessions,
  setPasswordHash,
} from '#src/repositories/users';
import { LOGIN_THROTTLE, claimLoginAttempt } from '#src/services/login-throttle';
import { hashPassword, verifyPassword } from '#src/services/passwords';
import {
  findTotp,
  mustUseTwoFactor,
  recoveryCodesLeft,
  type TwoFactorKeys,
} from '#src/services/two-factor';
import { sendPasswordChangedNotice } from '#src/services/password-reset';

/** What My Account's recent security events show, with their labels. */
export const SECURITY_EVENT_LABELS: Record<string, string> = {
  'auth.login': 'Signed in',
  'auth.login_failed': 'Failed sign-in',
  'auth.second_factor_failed': 'Wrong two-factor code',
  'auth.recovery_code_used': 'Recovery code used',
  'auth.logout': 'Signed out',
  'auth.password_changed': 'Password changed',
  'auth.password_reset_requested': 'Password reset requested',
  'auth.password_reset': 'Password reset',
  'auth.email_change_requested': 'Email change requested',
  'auth.email_change_cancelled': 'Email change withdrawn',
  'auth.email_changed': 'Email changed',
  'auth.email_change_undone': 'Email change undone',
  'auth.session_revoked': 'Session signed out',
  'auth.sessions_revoked_others': 'Signed out everywhere else',
  'auth.reauthenticated': 'Identity confirmed',
  'auth.reauthentication_failed': 'Failed identity confirmation',
  'totp.enabled': 'Two-factor sign-in turned on',
  'totp.disabled': 'Two-factor sign-in turned off',
  'totp.recovery_codes_regenerated': 'New recovery codes',
};

export default async function accountSecurityRoutes(
  app: FastifyInstance,
  _options: { keys: TwoFactorKeys },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/auth/security',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['auth'],
        summary: 'My two-factor sign-in status',
        security: [{ bearer: [] }],
        response: { 200: securityStatusSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const me = request.auth!.user;
      const totp = await findTotp(app.db, me.id);
      return {
        two_factor_enabled: Boolean(totp?.enabledAt),
        two_factor_required: await mustUseTwoFactor(app.db, me),
        recovery_codes_left: totp?.enabledAt ? await recoveryCodesLeft(app.db, me.id) : 0,
      };
    },
  );

  routes.get(
    '/api/auth/security/events',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['auth'],
        summary: 'My recent security events (from the activity log)',
        security: [{ bearer: [] }],
        response: { 200: securityEventsResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const rows = await app.db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.userId, request.auth!.user.id),
            inArray(auditLog.action, Object.keys(SECURITY_EVENT_LABELS)),
          ),
        )
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(30);
      return {
        events: rows.map((r) => {
          const { browser, os } = describeUserAgent(r.userAgent);
          return {
            id: r.id,
            action: r.action,
            label: SECURITY_EVENT_LABELS[r.action] ?? r.action,
            at: r.at.toISOString(),
            ip: r.ip,
            browser: r.userAgent ? `${browser} on ${os}` : 'Unknown browser',
          };
        }),
      };
    },
  );

  routes.post(
    '/api/auth/password',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['auth'],
        summary: 'Change my password (current password required); other sessions are signed out',
        security: [{ bearer: [] }],
        body: passwordChangeSchema,
        response: { ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const me = request.auth!.user;
      const attempt = await claimLoginAttempt(app.db, me.email.toLowerCase(), request.ip);
      if (!attempt) {
        throw tooManyRequests(MESSAGES.tooManyLoginAttempts, LOGIN_THROTTLE.windowMs / 1000);
      }
      if (!(await verifyPassword(me.passwordHash, request.body.current_password))) {
        throw new HttpError(400, 'invalid_credentials', 'Your current password is not right.');
      }
      await attempt.passed();
      await setPasswordHash(app.db, me.id, await hashPassword(request.body.new_password));
      const ended = await revokeUserSessions(app.db, me.id, request.auth!.sessionId);
      await recordAudit(app.db, request, {
        action: 'auth.password_changed',
        targetType: 'user',
        targetId: String(me.id),
        details: { sessions_ended: ended },
      });
      await sendPasswordChangedNotice(app, me);
      return reply.code(204).send(undefined as never);
    },
  );

  routes.get(
    '/api/auth/sessions',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['auth'],
        summary: 'My signed-in devices',
        security: [{ bearer: [] }],
        response: { 200: sessionsResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const rows = await listLiveSessions(app.db, request.auth!.user.id);
      return {
        sessions: rows.map((s) => ({
          id: s.id,
          created_at: s.createdAt.toISOString(),
          last_seen_at: s.lastSeenAt.toISOString(),
          ip: s.ip,
          ...describeUserAgent(s.userAgent),
          current: s.id === request.auth!.sessionId,
        })),
      };
    },
  );

  routes.delete(
    '/api/auth/sessions/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['auth'],
        summary: 'Sign out one of my sessions',
        security: [{ bearer: [] }],
        params: z.object({ id: z.string().min(1).max(200) }),
        response: { ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const ended = await revokeOwnSession(app.db, request.auth!.user.id, request.params.id);
      if (!ended) throw notFound('Session not found.');
      await recordAudit(app.db, request, {
        action: 'auth.session_revoked',
        targetType: 'session',
        targetId: request.params.id,
      });
      return reply.code(204).send(undefined as never);
    },
  );

  routes.post(
    '/api/auth/sessions/revoke-others',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['auth'],
        summary: 'Sign out everywhere else',
        security: [{ bearer: [] }],
        response: { 200: z.object({ ended: z.number().int() }), ...errorResponses(401) },
      },
    },
    async (request) => {
      const ended = await revokeUserSessions(
        app.db,
        request.auth!.user.id,
        request.auth!.sessionId,
      );
      await recordAudit(app.db, request, {
        action: 'auth.sessions_revoked_others',
        details: { ended },
      });
      return { ended };
    },
  );
}
