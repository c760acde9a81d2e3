import type { LoginRequest } from '@wildfire/shared';

import { LoginScreen } from '../features/auth/components/login-screen';
import { loginOutcome, requestAccessToken } from '../lib/auth/auth-api';
import type { LoginStep } from '../lib/auth/auth-context';
import { pageLoads, type SignInMessages } from '../lib/auth/sign-in-page';
import { storeAccessToken } from '../lib/auth/token-storage';

interface SignInPageProps {
  /** Where to go once signed in (already checked to be a page of this site). */
  next: string;
  messages: SignInMessages;
}

/**
 * The sign-in document's screen (login.html, decision 030). It signs in and hands the token to
 * the app with a page load; the app loads the profile with it, as it does on any visit.
 */
export function SignInPage({ next, messages }: SignInPageProps) {
  const goOn = (accessToken: string): Promise<never> => {
    storeAccessToken(accessToken, Date.now());
    pageLoads.replace(next);
    // Never settles: the button keeps its spinner until the app has replaced this page.
    return new Promise<never>(() => undefined);
  };

  const login = async (credentials: LoginRequest): Promise<LoginStep> => {
    const outcome = loginOutcome(await requestAccessToken(credentials));
    if (outcome.kind !== 'token') return outcome;
    return goOn(outcome.accessToken);
  };

  return (
    <LoginScreen
      onLogin={login}
      onSignedIn={goOn}
      notice={messages.notice}
      success={messages.success}
    />
  );
}
