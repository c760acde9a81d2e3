import { z } from 'zod';
import { newPasswordSchema } from './profile';

const email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'email must be a valid email address' }).max(254));
const challengeToken = z.string().min(1, { error: 'challenge_token is required' }).max(2048);
/** Six digits; spaces people type between groups are ignored. */
export const totpCodeSchema = z
  .string()
  .transform((s) => s.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { error: 'code must be 6 digits' }));
export const recoveryCodeSchema = z
  .string()
  .trim()
  .min(8, { error: 'recovery_code is not valid' })
  .max(64, { error: 'recovery_code is not valid' });

export const passwordResetRequestSchema = z.object({ email });
export const passwordResetConfirmSchema = z.object({
  token: z.string().min(1, { error: 'token is required' }).max(256),
  password: newPasswordSchema,
});
/** The token of an email change's link: confirming the new address, or undoing the change. */
export const emailChangeTokenSchema = z.object({
  token: z.string().min(1, { error: 'token is required' }).max(256),
});
/** An email change waiting for the new address to be confirmed (My Account). */
export const pendingEmailChangeSchema = z.object({
  new_email: z.string(),
  requested_at: z.string(),
  expires_at: z.string(),
});
export const emailChangeStatusSchema = z.object({
  pending: pendingEmailChangeSchema.nullable(),
});
export type PendingEmailChange = z.infer<typeof pendingEmailChangeSchema>;
/** What confirming or undoing a change answers: a sentence to show, and the email now in use. */
export const emailChangeResultSchema = z.object({
  message: z.string(),
  email: z.string(),
});

export const passwordChangeSchema = z.object({
  current_password: z.string().min(1, { error: 'current_password is required' }).max(1024),
  new_password: newPasswordSchema,
});

/** `POST /api/auth/login` for an account with two-factor sign-in. */
export const secondFactorChallengeSchema = z.object({
  second_factor: z.literal('totp'),
  challenge_token: z.string(),
  expires_in: z.number().int().positive(),
});
/** `POST /api/auth/login` for staff who must enrol first. */
export const enrolmentChallengeSchema = z.object({
  enrolment_required: z.literal(true),
  challenge_token: z.string(),
  expires_in: z.number().int().positive(),
});
export const secondFactorRequestSchema = z.union([
  z.object({ challenge_token: challengeToken, code: totpCodeSchema }).strict(),
  z.object({ challenge_token: challengeToken, recovery_code: recoveryCodeSchema }).strict(),
]);
export const enrolRequestSchema = z.object({ challenge_token: challengeToken });
export const enrolConfirmSchema = z.object({
  challenge_token: challengeToken,
  code: totpCodeSchema,
});
export const totpSetupResponseSchema = z.object({ secret: z.string(), otpauth_url: z.string() });
export const recoveryCodesResponseSchema = z.object({ recovery_codes: z.array(z.string()) });
export const totpCodeRequestSchema = z.object({ code: totpCodeSchema });
/** Disable two-factor sign-in or re-authenticate: the password or a current code. */
export const passwordOrCodeSchema = z.union([
  z.object({ password: z.string().min(1).max(1024) }).strict(),
  z.object({ code: totpCodeSchema }).strict(),
]);

export const sessionSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  last_seen_at: z.string(),
  ip: z.string().nullable(),
  browser: z.string(),
  os: z.string(),
  current: z.boolean(),
});
export type SessionView = z.infer<typeof sessionSchema>;
export const sessionsResponseSchema = z.object({ sessions: z.array(sessionSchema) });

export const securityStatusSchema = z.object({
  two_factor_enabled: z.boolean(),
  two_factor_required: z.boolean(),
  recovery_codes_left: z.number().int(),
});
export type SecurityStatus = z.infer<typeof securityStatusSchema>;

export const securityEventSchema = z.object({
  id: z.number().int(),
  action: z.string(),
  label: z.string(),
  at: z.string(),
  ip: z.string().nullable(),
  browser: z.string(),
});
export type SecurityEvent = z.infer<typeof securityEventSchema>;
export const securityEventsResponseSchema = z.object({ events: z.array(securityEventSchema) });

/** Browser and OS named simply from a user agent, for the Sessions list. */
export function describeUserAgent(ua: string | null | undefined): { browser: string; os: string } {
  const s = ua ?? '';
  const browser = /Edg\//.test(s)
    ? 'Edge'
    : /OPR\/|Opera/.test(s)
      ? 'Opera'
      : /Firefox\//.test(s)
        ? 'Firefox'
        : /Chrome\/|Chromium\//.test(s)
          ? 'Chrome'
          : /Safari\//.test(s)
            ? 'Safari'
            : s
              ? 'Other browser'
              : 'Unknown browser';
  const os = /Windows/.test(s)
    ? 'Windows'
    : /iPhone|iPad|iPod/.test(s)
      ? 'iOS'
      : /Android/.test(s)
        ? 'Android'
        : /Mac OS X|Macintosh/.test(s)
          ? 'macOS'
          : /CrOS/.test(s)
            ? 'ChromeOS'
            : /Linux/.test(s)
              ? 'Linux'
              : 'Unknown OS';
  return { browser, os };
}
