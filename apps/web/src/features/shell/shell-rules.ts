import { paths } from '@/config/paths';

/*
 * The shell's rules from the spec (section 2, Shell), as plain functions of the path and
 * the selection so each is tested on its own. They could move to @wildfire/shared.
 */

/** Properties that have a site: the spec's "number of sites". */
export const countSites = (properties: readonly { site_id: string | null }[]): number =>
  properties.filter((property) => property.site_id !== null).length;

/** The header's property link: "Property" (to /) with exactly one site, else "Properties". */
export function propertyLinkFor(siteCount: number): {
  label: 'Property' | 'Properties';
  to: string;
  clearsSelection: boolean;
} {
  return siteCount === 1
    ? { label: 'Property', to: paths.home.getHref(), clearsSelection: false }
    : { label: 'Properties', to: paths.properties.getHref(), clearsSelection: true };
}

const isAdminPath = (pathname: string) =>
  pathname === paths.admin.map.path || pathname.startsWith(`${paths.admin.map.path}/`);

/** The welcome screen is the home path while no property is selected. */
export const isWelcomeScreen = (pathname: string, hasSelection: boolean) =>
  pathname === paths.home.path && !hasSelection;

/**
 * The sidebar is hidden on the welcome screen and on /properties with no property selected.
 * The back-office keeps its own navigation (admin spec: "a wrapper with header, side
 * navigation and footer"), so the customer sidebar stays off /admin too.
 */
export function isSidebarVisible(pathname: string, hasSelection: boolean): boolean {
  if (isAdminPath(pathname)) return false;
  if (isWelcomeScreen(pathname, hasSelection)) return false;
  if (pathname === paths.properties.path && !hasSelection) return false;
  return true;
}

/** What sits above the screen: the map band, the help video or nothing. */
export type ShellBand = 'map' | 'video' | 'none';

/** The map band is on every signed-in screen except the welcome screen and the properties list. */
export function bandFor(pathname: string, hasSelection: boolean): ShellBand {
  if (isAdminPath(pathname)) return 'none';
  if (isWelcomeScreen(pathname, hasSelection)) return 'none';
  if (pathname === paths.properties.path) return 'none';
  if (pathname === paths.help.path) return 'video';
  return 'map';
}

export interface SidebarEntry {
  label: string;
  to: string;
  /** Other paths on which this entry is highlighted. */
  alsoActiveOn?: readonly string[];
}

export const SIDEBAR_ENTRIES: readonly SidebarEntry[] = [
  { label: 'Dashboard', to: paths.home.getHref() },
  { label: 'Structure Defense', to: paths.structureDefense.getHref() },
  { label: 'Perimeter Defense', to: paths.perimeterDefense.getHref() },
  { label: 'Manage Users', to: paths.manageUsers.getHref() },
  { label: 'Alerts', to: paths.alerts.getHref() },
  {
    label: 'Settings',
    to: paths.settings.getHref(),
    // Spec: Settings is also highlighted on account, subscription and payment-history paths.
    alsoActiveOn: [paths.account.path, paths.subscription.path, paths.paymentHistory.path],
  },
];

export const isSidebarEntryActive = (entry: SidebarEntry, pathname: string) =>
  pathname === entry.to || (entry.alsoActiveOn ?? []).includes(pathname);
