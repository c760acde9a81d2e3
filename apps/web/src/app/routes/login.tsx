import { MESSAGES } from '@wildfire/shared';

import { LoginScreen } from '../../features/auth/components/login-screen';
import { useAuth } from '../../lib/auth/auth-context';

export function Component() {
  const { state, login } = useAuth();
  const notice =
    state.status === 'signed-out' && state.reason === 'session-expired'
      ? MESSAGES.sessionExpired
      : null;

  return <LoginScreen onLogin={login} notice={notice} />;
}
