import { STORAGE_KEYS, type CurrentUser } from '@wildfire/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';

import { getCurrentUser, revokeSession } from './auth-api';
import { AuthContext, type AuthContextValue, type AuthState } from './auth-context';
import { ReauthenticationPrompt } from './reauthentication';
import type { SessionCheck } from './session-check';
import { onSessionExpired } from './session-events';
import { clearAccessToken, getAccessToken, storeAccessToken } from './token-storage';
import { forgetPropertySelection } from '../property-selection';
import { setDisplayTimeZone } from '../time-format';

interface AuthProviderProps {
  children: ReactNode;
  /** The check of the stored token, already under way (`startSessionCheck`); null without one. */
  sessionCheck: SessionCheck | null;
}

export function AuthProvider({ children, sessionCheck }: AuthProviderProps) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<AuthState>(() =>
    sessionCheck === null ? { status: 'signed-out', reason: 'no-session' } : { status: 'checking' },
  );

  // Leaving the signed-in state must not leave one user's data in the cache for the next.
  const signOut = useCallback(
    (reason: 'logged-out' | 'session-expired') => {
      queryClient.clear();
      forgetPropertySelection();
      setState({ status: 'signed-out', reason });
    },
    [queryClient],
  );

  // At start a stored token is only trusted once the profile loads with it.
  useEffect(() => {
    if (state.status !== 'checking' || sessionCheck === null) return;
    let cancelled = false;
    sessionCheck.user.then(
      (user) => {
        if (!cancelled) setState({ status: 'signed-in', user });
      },
      () => {
        if (cancelled) return;
        clearAccessToken();
        // Its 401 ended the session before this provider listened: say so, as a later 401 would.
        if (sessionCheck.endedSession()) {
          signOut('session-expired');
          return;
        }
        // A 401 may already have ended the session with its own message; keep that one.
        setState((current) =>
          current.status === 'checking' ? { status: 'signed-out', reason: 'no-session' } : current,
        );
      },
    );
    return () => {
      cancelled = true;
    };
  }, [state.status, sessionCheck, signOut]);

  useEffect(
    () =>
      onSessionExpired(() => {
        signOut('session-expired');
      }),
    [signOut],
  );

  // Logging out in another tab removes the shared token; this tab follows instead of failing quietly.
  useEffect(() => {
    if (state.status !== 'signed-in') return;
    const followOtherTabs = (event: StorageEvent) => {
      const tokenTouched = event.key === null || event.key === STORAGE_KEYS.accessToken;
      if (tokenTouched && getAccessToken() === null) signOut('logged-out');
    };
    window.addEventListener('storage', followOtherTabs);
    return () => {
      window.removeEventListener('storage', followOtherTabs);
    };
  }, [state.status, signOut]);

  const loadProfile = useCallback(
    async (newAccessToken?: string) => {
      if (newAccessToken !== undefined) storeAccessToken(newAccessToken, Date.now());
      let user: CurrentUser;
      try {
        user = await getCurrentUser();
      } catch (error) {
        // A token the profile does not accept is no session; a failed reload keeps the session.
        if (newAccessToken !== undefined) clearAccessToken();
        throw error;
      }
      // Someone else signing in on this tab (an invitation opened while signed in) must not see
      // the previous person's cached data.
      if (state.status === 'signed-in' && state.user.id !== user.id) {
        queryClient.clear();
        forgetPropertySelection();
      }
      setState({ status: 'signed-in', user });
    },
    [state, queryClient],
  );

  const logout = useCallback(async () => {
    try {
      await revokeSession();
    } catch {
      // An unreachable server or an already-expired session must not keep the user signed in here.
    } finally {
      clearAccessToken();
      signOut('logged-out');
    }
  }, [signOut]);

  const value = useMemo<AuthContextValue>(
    () => ({ state, loadProfile, logout }),
    [state, loadProfile, logout],
  );
  // Every time on screen is in the person's own zone (My Account), set before the screens draw.
  setDisplayTimeZone(state.status === 'signed-in' ? state.user.timezone : null);

  return (
    <AuthContext.Provider value={value}>
      {children}
      {state.status === 'signed-in' && <ReauthenticationPrompt />}
    </AuthContext.Provider>
  );
}
