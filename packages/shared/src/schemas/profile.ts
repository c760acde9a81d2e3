import { z } from 'zod';
import { TIMEZONES } from '../constants/thresholds';
import {
  COMMON_PASSWORD_MESSAGE,
  isCommonPassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../domain/password-policy';

const digits = (s: string) => s.replace(/\D/g, '').length;

/** A phone number as people write it: (555) 123-4567, +1 555 123 4567, 555.123.4567. */
export const phoneSchema = z
  .string()
  .trim()
  .regex(/^\+?[\d\s().-]+$/, { error: 'phone must be a valid phone number, e.g. (555) 123-4567' })
  .refine((s) => digits(s) >= 10 && digits(s) <= 15, {
    error: 'phone must be a valid phone number, e.g. (555) 123-4567',
  });

/** My Account: name, email, phone and timezone. */
export const profileUpdateSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: 'name is required' })
    .max(100, { error: 'name must be at most 100 characters' }),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'email must be a valid email address' }).max(254)),
  phone: z.union([phoneSchema, z.literal('').transform(() => null), z.null()]),
  timezone: z.enum(TIMEZONES, { error: `timezone must be one of ${TIMEZONES.join(', ')}` }),
  /**
   * Needed when the email changes (decision 054): the new address is used to sign in only once
   * its holder confirms it, and the old one is told, with a way to undo it.
   */
  current_password: z.string().max(1024).optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** What `current_password` says when an email change comes without it. */
export const EMAIL_CHANGE_NEEDS_PASSWORD = 'enter your current password to change your email';

/** Invitations to a property or an account: email and full name are required. */
export const invitationRequestSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'email must be a valid email address' }).max(254)),
  name: z.string().trim().min(1, { error: 'name is required' }).max(100),
});

/** A new password: at least 12 characters (longer is welcome), not one of the most common. */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { error: 'password must be at least 12 characters' })
  .max(PASSWORD_MAX_LENGTH, { error: 'password must be at most 1024 characters' })
  .refine((p) => !isCommonPassword(p), { error: COMMON_PASSWORD_MESSAGE });
