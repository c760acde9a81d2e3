import { Outlet } from 'react-router';

import { SignedInShell } from '../../features/shell/components/signed-in-shell';
import { StaffViewNotice } from '../../features/staff-view/staff-view-notice';
import { useAuth, useCurrentUser } from '../../lib/auth/auth-context';
import { LiveSelectedSite } from '../../lib/live-updates';
import { PropertySelectionProvider } from '../../lib/property-selection';

/** Every signed-in screen renders inside the shell; the guard above guarantees a user. */
export function Component() {
  const user = useCurrentUser();
  const { logout } = useAuth();

  return (
    <PropertySelectionProvider>
      <LiveSelectedSite>
        <SignedInShell user={user} onLogout={() => void logout()}>
          <StaffViewNotice />
          <Outlet />
        </SignedInShell>
      </LiveSelectedSite>
    </PropertySelectionProvider>
  );
}
