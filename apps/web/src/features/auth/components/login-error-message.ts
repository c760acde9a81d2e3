import { MESSAGES } from '@wildfire/shared';

import { ApiError } from '@/lib/api-client';

export const LOGIN_UNREACHABLE_MESSAGE =
  'We could not reach the server. Check your internet connection and try again.';
export const LOGIN_UNAVAILABLE_MESSAGE =
  'Sign-in is not available right now. Please try again in a few minutes.';

/** What the login form says about a failed attempt (spec section 8, login failure). */
export function loginErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return LOGIN_UNAVAILABLE_MESSAGE;
  if (error.status === 0) return LOGIN_UNREACHABLE_MESSAGE;
  // The throttle's message says how long to wait, which only the server knows.
  if (error.status === 429) return error.message || MESSAGES.tooManyLoginAttempts;
  if (error.status >= 400 && error.status < 500) return MESSAGES.loginFailed;
  return LOGIN_UNAVAILABLE_MESSAGE;
}
