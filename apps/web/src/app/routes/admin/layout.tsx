import { ADMIN_SCREENS, canOpenBackOffice, type AdminScreen } from '@wildfire/shared';
import { Outlet, useLocation, useMatches } from 'react-router';

import { AdminScreenGuard } from '@/features/admin-shell/components/admin-screen-guard';
import { AdminShell } from '@/features/admin-shell/components/admin-shell';
import { NoAccess } from '@/features/admin-shell/components/no-access';
import { useCurrentUser } from '@/lib/auth/auth-context';

/** What each admin route declares in its `handle`: the screen key of `ADMIN_SCREENS`. */
export interface AdminRouteHandle {
  adminScreen: AdminScreen;
}

const isAdminScreen = (value: unknown): value is AdminScreen =>
  typeof value === 'string' && Object.hasOwn(ADMIN_SCREENS, value);

function useCurrentAdminScreen(): AdminScreen | null {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const handle = match.handle as Partial<AdminRouteHandle> | undefined;
    if (isAdminScreen(handle?.adminScreen)) return handle.adminScreen;
  }
  return null;
}

/** Every back-office screen: the admin wrapper, and the screen only with its permission. */
export function Component() {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const screen = useCurrentAdminScreen();
  const permissions = user.permissions;

  // Customers, partners and staff without any view permission get no back-office at all.
  if (!canOpenBackOffice(permissions)) return <NoAccess />;

  return (
    <AdminShell permissions={permissions} pathname={pathname}>
      <AdminScreenGuard screen={screen} permissions={permissions}>
        <Outlet />
      </AdminScreenGuard>
    </AdminShell>
  );
}
