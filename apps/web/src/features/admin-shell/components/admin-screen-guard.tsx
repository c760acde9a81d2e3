import { canOpenAdminScreen, type AdminScreen } from '@wildfire/shared';
import type { ReactNode } from 'react';

import { NoAccess } from './no-access';

/**
 * Renders a back-office screen only for people whose permissions open it; everyone else gets
 * the plain no-access text, and the screen (with its data requests) is never mounted.
 * The server checks the same permission on every call; this only spares a useless request.
 */
export function AdminScreenGuard({
  screen,
  permissions,
  children,
}: {
  screen: AdminScreen | null;
  permissions: readonly string[];
  children: ReactNode;
}) {
  if (screen === null || !canOpenAdminScreen(permissions, screen)) return <NoAccess />;
  return children;
}
