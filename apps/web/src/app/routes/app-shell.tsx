import { canOpenBackOffice } from '@wildfire/shared';
import { Outlet, useLocation } from 'react-router';

import { paths } from '@/config/paths';
import { adminMenuFor, hrefOf, isAdminMenuEntryActive } from '@/features/admin-shell/admin-menu';

import { SignedInShell } from '@/features/shell/components/signed-in-shell';
import { StaffViewNotice } from '@/features/staff-view/staff-view-notice';
import { useAuth, useCurrentUser } from '@/lib/auth/auth-context';
import { LiveSelectedSite } from '@/lib/live-updates';
import { PropertySelectionProvider } from '@/lib/property-selection';

/** In the back-office, its menu joins the narrow screens' one drawer (no second burger). */
function useBackOfficeDrawer(permissions: readonly string[]) {
  const { pathname } = useLocation();
  const admin = paths.admin.map.getHref();
  if (!(pathname === admin || pathname.startsWith(`${admin}/`))) return null;
  if (!canOpenBackOffice(permissions)) return null;
  return {
    label: 'Back office',
    links: adminMenuFor(permissions).map((entry) => ({
      label: entry.label,
      to: hrefOf(entry),
      active: isAdminMenuEntryActive(entry, pathname),
    })),
  };
}

/** Every signed-in screen renders inside the shell; the guard above guarantees a user. */
export function Component() {
  const user = useCurrentUser();
  const { logout } = useAuth();
  const drawerSection = useBackOfficeDrawer(user.permissions);

  return (
    <PropertySelectionProvider>
      <LiveSelectedSite>
        <SignedInShell user={user} onLogout={() => void logout()} drawerSection={drawerSection}>
          <StaffViewNotice />
          <Outlet />
        </SignedInShell>
      </LiveSelectedSite>
    </PropertySelectionProvider>
  );
}
