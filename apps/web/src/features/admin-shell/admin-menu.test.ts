import { PERMISSION_IDS } from '@wildfire/shared';
import { describe, expect, it } from 'vitest';

import { ADMIN_MENU, adminMenuFor, hrefOf, isAdminMenuEntryActive } from './admin-menu';

const labels = (permissions: readonly string[]) => adminMenuFor(permissions).map((e) => e.label);

describe('admin sub-menu (spec 2.1), filtered by permission', () => {
  it('lists the spec links in spec order, the On-call queue after Alerts, then the activity log, for a Superadmin', () => {
    expect(labels(PERMISSION_IDS)).toEqual([
      'HQ hub',
      'Map',
      'Panels',
      'Projects',
      'Properties',
      'Partners',
      'Users',
      'Customer Support',
      'Stats',
      'HR',
      'CMS',
      'Subscriptions',
      'Payments',
      'Alerts',
      'On-call',
      'Activity Log',
    ]);
  });

  it('links Map to /admin, Panels to /admin/connectivity, Partners to /admin/contractors and the activity log to /admin/user-logs', () => {
    const href = (label: string) => hrefOf(ADMIN_MENU.find((e) => e.label === label)!);
    expect(href('Map')).toBe('/admin');
    expect(href('Panels')).toBe('/admin/connectivity');
    expect(href('Partners')).toBe('/admin/contractors');
    expect(href('Users')).toBe('/admin/users');
    expect(href('Activity Log')).toBe('/admin/user-logs');
  });

  it('shows only the screens a person may open', () => {
    expect(labels(['view_support_tickets', 'view_users'])).toEqual(['Users', 'Customer Support']);
    expect(labels(['view_hr_data'])).toEqual(['HR']);
  });

  it('shows nothing without permissions (customers and partners)', () => {
    expect(labels([])).toEqual([]);
  });

  it('marks the current screen, the map only on /admin itself', () => {
    const entry = (label: string) => ADMIN_MENU.find((e) => e.label === label)!;
    expect(isAdminMenuEntryActive(entry('Map'), '/admin')).toBe(true);
    expect(isAdminMenuEntryActive(entry('Map'), '/admin/users')).toBe(false);
    expect(isAdminMenuEntryActive(entry('Users'), '/admin/users/7/activity')).toBe(true);
    expect(isAdminMenuEntryActive(entry('Users'), '/admin/group-permissions/2')).toBe(true);
    expect(isAdminMenuEntryActive(entry('Users'), '/admin/user-logs')).toBe(false);
  });
});
