import { Outlet } from 'react-router';

import { AppLayout } from '../../components/layout/app-layout';
import { useAuth, useCurrentUser } from '../../lib/auth/auth-context';
import { PropertySelectionProvider } from '../../lib/property-selection';

/** Every signed-in screen renders inside the shell; the guard above guarantees a user. */
export function Component() {
  const user = useCurrentUser();
  const { logout } = useAuth();

  return (
    <PropertySelectionProvider>
      <AppLayout user={user} onLogout={() => void logout()}>
        <Outlet />
      </AppLayout>
    </PropertySelectionProvider>
  );
}
