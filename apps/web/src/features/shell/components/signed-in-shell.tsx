import { canOpenBackOffice, type CurrentUser } from '@wildfire/shared';
import { lazy, Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router';

import { AppLayout, type ShellLink } from '@/components/layout/app-layout';
import { paths } from '@/config/paths';
import { usePropertySelection } from '@/lib/property-selection';
import { useProperties } from '@/lib/site-data';
import {
  bandFor,
  countSites,
  isSidebarEntryActive,
  isSidebarVisible,
  propertyLinkFor,
  SIDEBAR_ENTRIES,
} from '../shell-rules';
import { AlertsBell } from './alerts-bell';
import { BandPlaceholder } from './band-placeholder';
import { PropertyBar } from './property-bar';

// The map library and the debug panel load after the shell has painted: the welcome screen
// needs neither, and customers never get the debug panel.
const PropertyBand = lazy(() =>
  import('./property-band').then((module) => ({ default: module.PropertyBand })),
);
const DebugPanelGate = lazy(() =>
  import('./debug-panel').then((module) => ({ default: module.DebugPanelGate })),
);

/**
 * Whether a property is selected, for the shell's rules. A stored selection counts until the
 * list says otherwise, so the sidebar does not flicker while it loads; after a failed load it
 * does not count. This must not follow each refetch: the band it decides mounts a map that
 * reads the same list.
 */
function useHasSelection(): boolean {
  const { siteId: stored } = usePropertySelection();
  const { data: properties, errorUpdateCount } = useProperties();
  if (stored === null) return false;
  if (properties) return properties.some((property) => property.site_id === stored);
  return errorUpdateCount === 0;
}

function useMainLinks(user: CurrentUser, pathname: string): ShellLink[] {
  const { data: properties } = useProperties();
  const { clear } = usePropertySelection();
  const propertyLink = propertyLinkFor(countSites(properties ?? []));
  const adminHref = paths.admin.map.getHref();

  return [
    { label: 'Home', to: paths.home.getHref(), active: pathname === paths.home.path },
    {
      label: propertyLink.label,
      to: propertyLink.to,
      active: propertyLink.clearsSelection && pathname === paths.properties.path,
      // Spec: Properties clears the selection before showing the list.
      onClick: propertyLink.clearsSelection ? clear : undefined,
    },
    // The back-office link shows to staff who hold at least one view permission.
    ...(canOpenBackOffice(user.permissions)
      ? [
          {
            label: 'Admin',
            to: adminHref,
            active: pathname === adminHref || pathname.startsWith(`${adminHref}/`),
          },
        ]
      : []),
    { label: 'Help', to: paths.help.getHref(), active: pathname === paths.help.path },
  ];
}

/** The signed-in shell of the customer portal, per spec section 2 (Shell). */
export function SignedInShell({
  user,
  onLogout,
  drawerSection,
  children,
}: {
  user: CurrentUser;
  onLogout: () => void;
  /** Links of the area on screen (the back-office menu) for the narrow screens' drawer. */
  drawerSection?: { label: string; links: ShellLink[] } | null;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const hasSelection = useHasSelection();
  const mainLinks = useMainLinks(user, pathname);
  const sidebarLinks = isSidebarVisible(pathname, hasSelection)
    ? SIDEBAR_ENTRIES.map((entry) => ({
        label: entry.label,
        to: entry.to,
        active: isSidebarEntryActive(entry, pathname),
      }))
    : null;
  const band = bandFor(pathname, hasSelection);

  return (
    <AppLayout
      user={user}
      onLogout={onLogout}
      mainLinks={mainLinks}
      sidebarLinks={sidebarLinks}
      drawerSection={drawerSection}
      headerActions={<AlertsBell />}
      band={
        band === 'none' ? null : (
          <Suspense fallback={<BandPlaceholder />}>
            <PropertyBand kind={band} />
          </Suspense>
        )
      }
      bar={band === 'none' ? null : <PropertyBar />}
      dock={
        user.is_staff ? (
          <Suspense fallback={null}>
            <DebugPanelGate user={user} />
          </Suspense>
        ) : null
      }
    >
      {children}
    </AppLayout>
  );
}
