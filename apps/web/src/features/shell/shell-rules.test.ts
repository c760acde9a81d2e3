import { describe, expect, it } from 'vitest';

import {
  bandFor,
  countSites,
  isSidebarEntryActive,
  isSidebarVisible,
  propertyLinkFor,
  SIDEBAR_ENTRIES,
} from './shell-rules';

const settings = SIDEBAR_ENTRIES.find((entry) => entry.label === 'Settings')!;
const dashboard = SIDEBAR_ENTRIES.find((entry) => entry.label === 'Dashboard')!;

describe('the header reads Property with exactly one site, else Properties', () => {
  it('counts only properties that have a site', () => {
    expect(countSites([{ site_id: 'WD-1' }, { site_id: null }])).toBe(1);
  });

  it('one site: Property, to /, keeping the selection', () => {
    expect(propertyLinkFor(1)).toEqual({ label: 'Property', to: '/', clearsSelection: false });
  });

  it.each([0, 2, 4])('%i sites: Properties, to /properties, clearing the selection', (count) => {
    expect(propertyLinkFor(count)).toEqual({
      label: 'Properties',
      to: '/properties',
      clearsSelection: true,
    });
  });
});

describe('the sidebar is hidden on the welcome screen and on /properties with no selection', () => {
  it.each([
    ['/', false, false],
    ['/', true, true],
    ['/properties', false, false],
    ['/properties', true, true],
    ['/alerts', false, true],
    ['/account', false, true],
    ['/admin', true, false],
    ['/admin/users/3', true, false],
  ])('%s with selection %s: visible %s', (path, selected, visible) => {
    expect(isSidebarVisible(path, selected)).toBe(visible);
  });
});

describe('Settings is also highlighted on account, subscription and payment-history paths', () => {
  it.each(['/settings', '/account', '/subscription', '/payment-history'])('%s', (path) => {
    expect(isSidebarEntryActive(settings, path)).toBe(true);
  });

  it('but not on the account Manage Users page', () => {
    expect(isSidebarEntryActive(settings, '/account/manage-users')).toBe(false);
  });

  it('Dashboard is current only on / itself', () => {
    expect(isSidebarEntryActive(dashboard, '/')).toBe(true);
    expect(isSidebarEntryActive(dashboard, '/alerts')).toBe(false);
  });
});

describe('the map band is everywhere but the welcome screen and the properties list', () => {
  it.each([
    ['/', false, 'none'],
    ['/', true, 'map'],
    ['/properties', false, 'none'],
    ['/properties', true, 'none'],
    ['/alerts', false, 'map'],
    ['/pumps', true, 'map'],
    ['/help', true, 'video'],
    ['/help', false, 'video'],
    ['/admin/connectivity', true, 'none'],
  ])('%s with selection %s: %s', (path, selected, band) => {
    expect(bandFor(path, selected)).toBe(band);
  });
});
