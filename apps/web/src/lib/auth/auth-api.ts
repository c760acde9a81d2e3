import {
  currentUserSchema,
  enrolmentChallengeSchema,
  loginResponseSchema,
  recoveryCodesResponseSchema,
  secondFactorChallengeSchema,
  totpSetupResponseSchema,
  type CurrentUser,
  type LoginRequest,
  type LoginResponse,
} from '@wildfire/shared';
import { z } from 'zod';

import { api } from '../api-client';

/** What the password step answers: a token, or the second step it needs (decision 012). */
export const loginAnswerSchema = z.union([
  loginResponseSchema,
  secondFactorChallengeSchema,
  enrolmentChallengeSchema,
]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

export function requestAccessToken(credentials: LoginRequest): Promise<LoginAnswer> {
  return api.post('/auth/login', credentials, { schema: loginAnswerSchema });
}

/** The second step: an authenticator code or a recovery code. */
export function finishSecondFactor(
  body:
    { challenge_token: string; code: string } | { challenge_token: string; recovery_code: string },
): Promise<LoginResponse> {
  return api.post('/auth/login/second-factor', body, { schema: loginResponseSchema });
}

export function startLoginEnrolment(challengeToken: string) {
  return api.post(
    '/auth/login/enrol',
    { challenge_token: challengeToken },
    { schema: totpSetupResponseSchema },
  );
}

export function confirmLoginEnrolment(challengeToken: string, code: string) {
  return api.post(
    '/auth/login/enrol/confirm',
    { challenge_token: challengeToken, code },
    { schema: loginResponseSchema.extend(recoveryCodesResponseSchema.shape) },
  );
}

export function requestPasswordReset(email: string) {
  return api.post('/auth/password-reset', { email }, { schema: z.object({ message: z.string() }) });
}

export function confirmPasswordReset(token: string, password: string) {
  return api.post(
    '/auth/password-reset/confirm',
    { token, password },
    { schema: z.object({ message: z.string() }) },
  );
}

/** Confirm it is you before a dangerous action: the password or a code. */
export async function reauthenticate(body: { password: string } | { code: string }) {
  await api.post('/auth/reauthenticate', body);
}

export function getCurrentUser(): Promise<CurrentUser> {
  return api.get('/auth/user', { schema: currentUserSchema });
}

/** Revokes the session on the server so the token stops working everywhere. */
export async function revokeSession(): Promise<void> {
  await api.post('/auth/logout');
}
