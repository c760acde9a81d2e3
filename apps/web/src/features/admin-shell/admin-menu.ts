import { canOpenAdminScreen, type AdminScreen } from '@wildfire/shared';

import { paths } from '@/config/paths';

/** One link of the back-office side navigation. */
export interface AdminMenuEntry {
  label: string;
  /** The screen it opens: its `paths.admin` key and its `ADMIN_SCREENS` permission. */
  screen: AdminScreen & keyof typeof paths.admin;
  /** Screens below this one that keep the link highlighted (a user's detail under Users). */
  alsoActiveUnder?: readonly string[];
}

/**
 * The admin sub-menu of spec section 2.1, in spec order, then the activity log
 * (issue: "Give it the route /admin/user-logs and link it from the menu").
 */
export const ADMIN_MENU: readonly AdminMenuEntry[] = [
  { label: 'HQ hub', screen: 'hq' },
  { label: 'Map', screen: 'map' },
  { label: 'Panels', screen: 'connectivity', alsoActiveUnder: ['/admin/property/'] },
  { label: 'Projects', screen: 'projects' },
  { label: 'Properties', screen: 'properties' },
  { label: 'Partners', screen: 'contractors' },
  {
    label: 'Users',
    screen: 'users',
    alsoActiveUnder: ['/admin/group-permissions/', '/admin/groups/'],
  },
  { label: 'Customer Support', screen: 'customerSupport', alsoActiveUnder: ['/admin/support'] },
  { label: 'Stats', screen: 'stats' },
  { label: 'HR', screen: 'hr', alsoActiveUnder: ['/admin/documents'] },
  { label: 'CMS', screen: 'cms' },
  { label: 'Subscriptions', screen: 'subscriptions' },
  { label: 'Payments', screen: 'payments' },
  { label: 'Alerts', screen: 'alerts' },
  { label: 'On-call', screen: 'onCall' },
  { label: 'Activity Log', screen: 'userLogs' },
];

export const hrefOf = (entry: AdminMenuEntry): string => paths.admin[entry.screen].path;

/** The menu a person sees: only the screens their permissions open. */
export const adminMenuFor = (permissions: readonly string[]): AdminMenuEntry[] =>
  ADMIN_MENU.filter((entry) => canOpenAdminScreen(permissions, entry.screen));

/** The link of the current screen: its own path, anything below it, or a related path. */
export function isAdminMenuEntryActive(entry: AdminMenuEntry, pathname: string): boolean {
  const href = hrefOf(entry);
  if (pathname === href) return true;
  // /admin is the map: every other admin path lies below it, so only an exact match counts.
  if (entry.screen !== 'map' && pathname.startsWith(`${href}/`)) return true;
  return (entry.alsoActiveUnder ?? []).some((prefix) => pathname.startsWith(prefix));
}
