import { MESSAGES } from '@wildfire/shared';
import { useLocation } from 'react-router';

import { LoginScreen } from '../../features/auth/components/login-screen';
import { useAuth } from '../../lib/auth/auth-context';

export function Component() {
  const { state, login, loadProfile } = useAuth();
  // The reset-password page sends people here with its success message.
  const carried = (useLocation().state as { success?: unknown } | null)?.success;
  const notice =
    state.status === 'signed-out' && state.reason === 'session-expired'
      ? MESSAGES.sessionExpired
      : null;

  return (
    <LoginScreen
      onLogin={login}
      onSignedIn={loadProfile}
      notice={notice}
      success={typeof carried === 'string' ? carried : null}
    />
  );
}
