import type { CurrentUser } from '@wildfire/shared';
import { createContext, useContext } from 'react';

/** Why nobody is signed in: decides where the login page sends the user back to, and what it says. */
export type SignedOutReason = 'no-session' | 'logged-out' | 'session-expired';

export type AuthState =
  | { status: 'checking' }
  | { status: 'signed-in'; user: CurrentUser }
  | { status: 'signed-out'; reason: SignedOutReason };

/** Where a password sign-in stands: done, or waiting for a code or for enrolment (decision 012). */
export type LoginStep =
  | { kind: 'signed-in' }
  | { kind: 'second-factor'; challenge: string }
  | { kind: 'enrolment'; challenge: string };

export interface AuthContextValue {
  state: AuthState;
  /**
   * Loads the profile into the signed-in state. Given a new access token (an accepted invitation
   * answers with one), it first stores the token as the sign-in page does; without one it reloads
   * the current profile, e.g. after My Account saved it. Rejects with the ApiError if loading fails.
   */
  loadProfile: (newAccessToken?: string) => Promise<void>;
  /** Revokes the session on the server, then forgets the token, the user and every cached query. */
  logout: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const auth = useContext(AuthContext);
  if (auth === null) throw new Error('useAuth must be used inside <AuthProvider>');
  return auth;
}

/** The signed-in user; only call it below a route that requires sign-in. */
export function useCurrentUser(): CurrentUser {
  const { state } = useAuth();
  if (state.status !== 'signed-in') throw new Error('useCurrentUser needs a signed-in user');
  return state.user;
}
