import type { CurrentUser, LoginRequest, LoginResponse } from '@wildfire/shared';
import type { z } from 'zod';

import { api, unreachable } from '../api-client';
import type { LoginStep } from './auth-context';
import type { loginAnswerSchema } from './sign-in-schemas';

export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/**
 * Sends the request and loads the schema of its answer at the same time, then checks the answer.
 * The schemas bring zod, which the login page does not need until someone signs in. A schema
 * that does not load is the connection failing, and reads as such.
 */
export async function checked<T>(
  request: Promise<unknown>,
  loadSchema: () => Promise<{ parse: (data: unknown) => T }>,
): Promise<T> {
  const schema = loadSchema().catch((cause: unknown) => {
    throw unreachable(cause);
  });
  const [answer, parser] = await Promise.all([request, schema]);
  return parser.parse(answer);
}

const signInSchemas = () => import('./sign-in-schemas');

export function requestAccessToken(credentials: LoginRequest): Promise<LoginAnswer> {
  return checked(
    api.post('/auth/login', credentials),
    async () => (await signInSchemas()).loginAnswerSchema,
  );
}

/** A password sign-in's answer: the access token, or the step still needed (decision 012). */
export type LoginOutcome =
  { kind: 'token'; accessToken: string } | Exclude<LoginStep, { kind: 'signed-in' }>;

export function loginOutcome(answer: LoginAnswer): LoginOutcome {
  if ('second_factor' in answer)
    return { kind: 'second-factor', challenge: answer.challenge_token };
  if ('enrolment_required' in answer)
    return { kind: 'enrolment', challenge: answer.challenge_token };
  return { kind: 'token', accessToken: answer.access_token };
}

/** The second step: an authenticator code or a recovery code. */
export function finishSecondFactor(
  body:
    { challenge_token: string; code: string } | { challenge_token: string; recovery_code: string },
): Promise<LoginResponse> {
  return checked(
    api.post('/auth/login/second-factor', body),
    async () => (await signInSchemas()).loginResponseSchema,
  );
}

export function startLoginEnrolment(challengeToken: string) {
  return checked(
    api.post('/auth/login/enrol', { challenge_token: challengeToken }),
    async () => (await signInSchemas()).totpSetupResponseSchema,
  );
}

export function confirmLoginEnrolment(challengeToken: string, code: string) {
  return checked(
    api.post('/auth/login/enrol/confirm', { challenge_token: challengeToken, code }),
    async () => (await signInSchemas()).enrolmentConfirmedSchema,
  );
}

export function requestPasswordReset(email: string) {
  return checked(
    api.post('/auth/password-reset', { email }),
    async () => (await signInSchemas()).messageSchema,
  );
}

export function confirmPasswordReset(token: string, password: string) {
  return checked(
    api.post('/auth/password-reset/confirm', { token, password }),
    async () => (await signInSchemas()).messageSchema,
  );
}

/** Confirm it is you before a dangerous action: the password or a code. */
export async function reauthenticate(body: { password: string } | { code: string }) {
  await api.post('/auth/reauthenticate', body);
}

/**
 * Who is signed in. Not checked again here: the server sends this answer only once it matches
 * `currentUserSchema` (its response schema), and a check in the browser brought all of zod to
 * every signed-in start, the dashboard's included (decision 086).
 */
export function getCurrentUser(): Promise<CurrentUser> {
  return api.get<CurrentUser>('/auth/user');
}

/** Revokes the session on the server so the token stops working everywhere. */
export async function revokeSession(): Promise<void> {
  await api.post('/auth/logout');
}
