import { POST_LOGIN_401_GRACE_MS } from '@wildfire/shared';

/**
 * Endpoints whose 401 means "no access to this thing", not "the session is over"
 * (spec sections 6 and 8). Logout is here too: the user is leaving anyway.
 */
export const SESSION_NEUTRAL_ENDPOINTS = [
  '/auth/login',
  '/auth/login/second-factor',
  '/auth/login/enrol',
  '/auth/login/enrol/confirm',
  '/auth/password-reset/confirm',
  '/auth/logout',
  '/scada/definition',
  '/scada/write',
] as const;

export interface UnauthorizedResponse {
  /** The endpoint relative to the API base, query string allowed: `/scada/definition?site_id=7`. */
  endpoint: string;
  /** The token the failed request carried, or null when it carried none. */
  sentToken: string | null;
  /** The token stored now, when the 401 arrives. */
  currentToken: string | null;
  /** Epoch milliseconds when the current token was stored, null when unknown. */
  tokenSetTime: number | null;
  now: number;
}

const endpointPath = (endpoint: string) => endpoint.split(/[?#]/, 1)[0] ?? endpoint;

/** Accepting an invitation checks a password of its own; a wrong one says nothing about this session. */
const INVITATION_ACCEPT = /^\/invitations\/[\w-]+\/accept$/;

/** Decides whether a 401 ends the session (customer-portal spec section 8). */
export function shouldForceLogoutOn401(response: UnauthorizedResponse): boolean {
  const { endpoint, sentToken, currentToken, tokenSetTime, now } = response;

  if (currentToken === null) return false;

  // A newer sign-in replaced the token this request used; its 401 says nothing about the new session.
  if (sentToken !== currentToken) return false;

  const path = endpointPath(endpoint);
  if (
    (SESSION_NEUTRAL_ENDPOINTS as readonly string[]).includes(path) ||
    INVITATION_ACCEPT.test(path)
  ) {
    return false;
  }

  // Right after sign-in the server may still answer for the previous state; give it the grace period.
  if (tokenSetTime !== null && now - tokenSetTime < POST_LOGIN_401_GRACE_MS) return false;

  return true;
}
