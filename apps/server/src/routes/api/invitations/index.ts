import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_ROLE_LABELS,
  invitationSignInRequiredSchema,
  loginResponseSchema,
  MESSAGES,
  newPasswordSchema,
  PROPERTY_ROLE_LABELS,
  STAFF_INVITATION_PLACE,
  userTypeLabel,
} from '@wildfire/shared';
import { accounts, properties, users } from '#src/db/schema/index';
import { errorResponses } from '#src/lib/errors-schema';
import { badRequest, HttpError, notFound, tooManyRequests } from '#src/lib/http-errors';
import { recordAudit } from '#src/repositories/audit';
import { completeInvitation, findOpenInvitation } from '#src/services/invitations';
import { hashPassword, verifyPassword } from '#src/services/passwords';
import { LOGIN_THROTTLE, claimLoginAttempt } from '#src/services/login-throttle';
import { startSession } from '#src/services/sessions';
import { requiredAssurance } from '#src/services/two-factor';

const tokenParams = z.object({
  token: z
    .string()
    .min(20)
    .max(100)
    .regex(/^[\w-]+$/),
});
const INVALID = 'This invitation link is invalid or has expired. Ask for a new invitation.';
const SIGN_IN_TO_CONTINUE =
  'Invitation accepted. Your account uses two-factor sign-in: sign in to continue.';

/** Accepting an invitation from the emailed link (public: the link is the credential). */
export default async function invitationRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  const describe = async (invitation: {
    propertyId: number | null;
    accountId: number | null;
    role: string;
  }) => {
    // A back-office invitation names neither a property nor an account: its role is a user type.
    if (!invitation.propertyId && !invitation.accountId) {
      return { place: STAFF_INVITATION_PLACE, role: userTypeLabel(invitation.role) };
    }
    if (invitation.propertyId) {
      const [p] = await app.db
        .select({ name: properties.name })
        .from(properties)
        .where(eq(properties.id, invitation.propertyId));
      return {
        place: p?.name ?? 'a property',
        role:
          PROPERTY_ROLE_LABELS[invitation.role as keyof typeof PROPERTY_ROLE_LABELS] ??
          invitation.role,
      };
    }
    const [a] = await app.db
      .select({ name: accounts.name })
      .from(accounts)
      .where(eq(accounts.id, invitation.accountId ?? -1));
    return {
      place: a?.name ?? 'an account',
      role:
        ACCOUNT_ROLE_LABELS[invitation.role as keyof typeof ACCOUNT_ROLE_LABELS] ?? invitation.role,
    };
  };

  routes.get(
    '/api/invitations/:token',
    {
      config: { access: 'public' },
      schema: {
        tags: ['invitations'],
        summary: 'What an invitation link is for',
        params: tokenParams,
        response: {
          200: z.object({
            /** Who sent the invitation, when known. */
            invited_by: z.string().nullable(),
            email: z.string(),
            name: z.string(),
            invited_to: z.string(),
            role_label: z.string(),
            needs_password: z.boolean(),
          }),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request) => {
      const open = await findOpenInvitation(app.db, request.params.token);
      if (!open) throw notFound(INVALID);
      const { place, role } = await describe(open.invitation);
      const [inviter] = open.invitation.invitedBy
        ? await app.db
            .select({ name: users.name })
            .from(users)
            .where(eq(users.id, open.invitation.invitedBy))
        : [];
      return {
        invited_by: inviter?.name ?? null,
        email: open.user.email,
        name: open.user.name,
        invited_to: place,
        role_label: role,
        needs_password: open.user.status === 'invited',
      };
    },
  );

  routes.post(
    '/api/invitations/:token/accept',
    {
      config: { access: 'public' },
      schema: {
        tags: ['invitations'],
        summary:
          'Accept: a new person sets a password (12+ characters); an existing one confirms theirs. Signs in.',
        params: tokenParams,
        body: z.object({
          name: z.string().trim().min(1).max(100).optional(),
          password: z.string().min(1).max(1024),
        }),
        response: {
          200: z.union([loginResponseSchema, invitationSignInRequiredSchema]),
          ...errorResponses(400, 401, 404, 429),
        },
      },
    },
    async (request) => {
      const open = await findOpenInvitation(app.db, request.params.token);
      if (!open) throw notFound(INVALID);
      const { invitation, user } = open;
      const isNew = user.status === 'invited';
      if (isNew) {
        const checked = newPasswordSchema.safeParse(request.body.password);
        if (!checked.success)
          throw badRequest(`body.password: ${checked.error.issues[0]?.message}`);
      } else {
        // An existing account's password, counted like a sign-in (decision 051).
        const attempt = await claimLoginAttempt(app.db, user.email.toLowerCase(), request.ip);
        if (!attempt) {
          throw tooManyRequests(MESSAGES.tooManyLoginAttempts, LOGIN_THROTTLE.windowMs / 1000);
        }
        if (!(await verifyPassword(user.passwordHash, request.body.password))) {
          throw new HttpError(
            401,
            'invalid_credentials',
            'That password does not match your account.',
          );
        }
        await attempt.passed();
      }
      // An account that signs in with a second factor is not signed in by its password here:
      // the invitation is accepted, and the person signs in as usual (decision 051).
      const needsSecondFactor = !isNew && (await requiredAssurance(app.db, user)) === 'two_factor';
      const passwordHash = isNew ? await hashPassword(request.body.password) : null;
      return app.db.transaction(async (tx) => {
        if (isNew) {
          await tx
            .update(users)
            .set({
              passwordHash,
              status: 'active',
              name: request.body.name ?? user.name,
              updatedAt: new Date(),
            })
            .where(eq(users.id, user.id));
        }
        await completeInvitation(tx, invitation);
        if (needsSecondFactor) {
          await recordAudit(tx, request, {
            action: 'invitation.accept',
            userId: user.id,
            targetType: invitation.propertyId
              ? 'property'
              : invitation.accountId
                ? 'account'
                : 'user',
            targetId: String(invitation.propertyId ?? invitation.accountId ?? user.id),
          });
          return { sign_in_required: true as const, message: SIGN_IN_TO_CONTINUE };
        }
        const { sessionId, response } = await startSession(app, tx, request, user.id, 'password');
        await recordAudit(tx, request, {
          action: 'invitation.accept',
          userId: user.id,
          targetType: invitation.propertyId
            ? 'property'
            : invitation.accountId
              ? 'account'
              : 'user',
          targetId: String(invitation.propertyId ?? invitation.accountId ?? user.id),
          details: { session: sessionId },
        });
        return response;
      });
    },
  );
}
