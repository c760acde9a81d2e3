import { MESSAGES } from '@wildfire/shared';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

import { PageLoader } from '@/components/ui/page-loader';
import { useAuth } from '@/lib/auth/auth-context';
import { returnTarget } from '@/lib/auth/route-guards';
import { openSignInPage } from '@/lib/auth/sign-in-page';

/**
 * The app's /login: the sign-in form is a document of its own (login.html, decision 030), so a
 * signed-out visitor is sent there, with where they were heading and the message to show.
 */
export function Component() {
  const { state } = useAuth();
  const location = useLocation();
  const reason = state.status === 'signed-out' ? state.reason : null;

  useEffect(() => {
    // The reset-password page sends people here with its success message.
    const carried = (location.state as { success?: unknown } | null)?.success;
    openSignInPage(returnTarget(location.state), {
      notice: reason === 'session-expired' ? MESSAGES.sessionExpired : null,
      success: typeof carried === 'string' ? carried : null,
    });
  }, [location.state, reason]);

  return <PageLoader label="Opening the sign-in page" />;
}
