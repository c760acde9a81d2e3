import type { CurrentUser } from '@wildfire/shared';

import { getCurrentUser } from './auth-api';
import { onSessionExpired } from './session-events';
import { getAccessToken } from './token-storage';

/**
 * The check of a token stored by an earlier sign-in: `GET /auth/user`, whose answer says who is
 * signed in. main.tsx starts it before the router starts loading the screen's code, so its
 * request leaves first on the browser's six connections to the host instead of waiting behind
 * some thirty script files and React's first render. What the screen opens with is asked for
 * right after it (app/screen-prefetch.ts).
 */
export interface SessionCheck {
  /** The signed-in user; rejects when the token is not accepted or the server cannot be reached. */
  readonly user: Promise<CurrentUser>;
  /**
   * Whether a 401 of this check ended the session (the API client announced it before anything
   * listened, as the check starts before React): the sign-in page then says the session expired.
   */
  readonly endedSession: () => boolean;
}

/** Starts the check when a token is stored; null when there is nothing to check. */
export function startSessionCheck(): SessionCheck | null {
  if (getAccessToken() === null) return null;
  let ended = false;
  const stopListening = onSessionExpired(() => {
    ended = true;
  });
  const user = getCurrentUser();
  user.then(stopListening, stopListening);
  return { user, endedSession: () => ended };
}
