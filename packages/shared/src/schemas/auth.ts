import { z } from 'zod';
import { PERMISSION_IDS } from '../constants/permissions';

/** `POST /api/auth/login` body: the spec calls the email field `username`. */
export const loginRequestSchema = z.object({
  username: z.email({ error: 'username must be an email address' }).max(254),
  password: z.string().min(1, { error: 'password is required' }).max(1024),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int().positive(),
  expires_at: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/**
 * Accepting an invitation as an account that signs in with a second factor: accepted, but not
 * signed in by the password alone; the person signs in as usual (decision 051).
 */
export const invitationSignInRequiredSchema = z.object({
  sign_in_required: z.literal(true),
  message: z.string(),
});

export const userKindSchema = z.enum(['customer', 'staff', 'partner']);
export type UserKind = z.infer<typeof userKindSchema>;

/** `GET /api/auth/user`: the signed-in user's profile. */
export const currentUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  timezone: z.string(),
  kind: userKindSchema,
  user_type: z.string(),
  is_staff: z.boolean(),
  /** Effective staff permissions (Superadmin: all; other staff: direct and group grants; others: none). */
  permissions: z.array(z.enum(PERMISSION_IDS)),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/**
 * `PATCH /api/auth/user`'s answer: the profile, and the new email waiting for confirmation when
 * the email was changed (the profile keeps the old one until then; decision 054).
 */
export const profileUpdateResponseSchema = currentUserSchema.extend({
  pending_email: z.string().nullable(),
});
