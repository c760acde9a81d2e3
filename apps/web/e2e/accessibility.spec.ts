import type { APIRequestContext, Page } from '@playwright/test';

import { accessibilitySweep } from './support/accessibility-sweep';
import { OWNER_EMAIL } from './support/accounts';
import { linkIn, newestMailTo } from './support/mailbox';
import { ALTADENA, demoToken, expect, MALIBU } from './support/portal-session';

const GUEST_EMAIL = 'guest@demo.test';
const ADMIN_EMAIL = 'admin@demo.test';

const region = (page: Page, name: string) => page.getByRole('region', { name });
const visible = (locator: ReturnType<Page['getByText']>) => expect(locator).toBeVisible();
const statusTile = (page: Page, label: string) =>
  region(page, 'Current Status')
    .locator('.mantine-Paper-root')
    .filter({ has: page.getByText(label, { exact: true }) });
const message = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByText(title, { exact: true }) });

/** A fresh invitation to Malibu, as the owner sends it; its link from the invitee's mail. */
async function invitationLink(request: APIRequestContext): Promise<string> {
  const owner = { Authorization: `Bearer ${await demoToken(request, OWNER_EMAIL)}` };
  const sites = (await (await request.get('/api/site', { headers: owner })).json()) as {
    _embedded: { sites: { site_id: string; property_id: number }[] };
  };
  const malibu = sites._embedded.sites.find((s) => s.site_id === MALIBU.siteId)!;
  const email = `sweep-${String(Date.now())}-${String(Math.random()).slice(2, 8)}@example.com`;
  const invited = await request.post(`/api/properties/${String(malibu.property_id)}/users`, {
    headers: owner,
    data: { email, name: 'Ada Access' },
  });
  expect(invited.status(), 'the invitation is sent').toBe(201);
  return linkIn(await newestMailTo(email), '/invitations/accept');
}

accessibilitySweep([
  {
    name: 'Welcome',
    as: OWNER_EMAIL,
    path: '/',
    scope: 'whole page with map',
    ready: (page) => visible(page.getByRole('link', { name: 'View My Properties' })),
  },
  {
    name: 'Dashboard',
    as: OWNER_EMAIL,
    siteId: MALIBU.siteId,
    path: '/',
    ready: (page) => visible(region(page, 'System Status')),
    states: [
      {
        name: 'manual mode',
        open: (page) => page.getByRole('button', { name: 'Activate Manual Mode' }).click(),
      },
    ],
  },
  {
    name: 'Dashboard, System Offline',
    as: OWNER_EMAIL,
    siteId: ALTADENA.siteId,
    path: '/',
    ready: (page) => visible(page.getByRole('heading', { name: 'System Offline' })),
  },
  {
    name: 'Structure Defense',
    as: OWNER_EMAIL,
    siteId: MALIBU.siteId,
    path: '/structure-defense',
    ready: (page) => expect(statusTile(page, 'Status')).toBeVisible(),
    states: [
      {
        name: 'manual mode',
        open: (page) => page.getByRole('button', { name: 'Activate Manual Mode' }).click(),
      },
    ],
  },
  {
    name: 'Perimeter Defense',
    as: OWNER_EMAIL,
    siteId: MALIBU.siteId,
    path: '/perimeter-defense',
    ready: (page) => expect(statusTile(page, 'Coverage area')).toBeVisible(),
  },
  {
    name: 'Pumps',
    as: OWNER_EMAIL,
    siteId: MALIBU.siteId,
    path: '/pumps',
    ready: (page) => expect(region(page, 'Pump #1')).toBeVisible(),
  },
  {
    name: 'Valves',
    as: OWNER_EMAIL,
    siteId: MALIBU.siteId,
    path: '/valves',
    ready: (page) => expect(region(page, 'Fire Retardant')).toBeVisible(),
    states: [
      {
        name: 'rename form open',
        open: async (page) => {
          await region(page, 'Fire Retardant').getByRole('button', { name: 'Rename' }).click();
          await expect(page.getByRole('dialog')).toBeVisible();
        },
      },
    ],
  },
  {
    name: 'Diagnostics',
    as: OWNER_EMAIL,
    siteId: MALIBU.siteId,
    path: '/diagnostics',
    ready: (page) => expect(region(page, 'Recent Panel Logs')).toContainText('INFO'),
  },
  {
    name: 'Settings',
    as: OWNER_EMAIL,
    siteId: MALIBU.siteId,
    path: '/settings',
    ready: (page) => expect(region(page, 'Agitator Pump')).toBeVisible(),
    states: [
      {
        name: 'change form open',
        open: async (page) => {
          await region(page, 'Agitator Pump')
            .getByRole('button', { name: 'Change start time' })
            .click();
          await expect(page.getByRole('dialog')).toBeVisible();
        },
      },
    ],
  },
  {
    // With the shell around it: header, sidebar, the map band and its markers.
    name: 'All Messages',
    as: OWNER_EMAIL,
    siteId: MALIBU.siteId,
    path: '/alerts',
    scope: 'whole page with map',
    ready: async (page) => {
      await expect(message(page, 'Red Flag Warning in effect')).toBeVisible();
      await expect(
        region(page, 'Property map').getByRole('button', { name: MALIBU.name }),
      ).toBeVisible();
    },
    states: [
      {
        name: 'an alert expanded',
        open: async (page) => {
          const redFlag = message(page, 'Red Flag Warning in effect');
          await redFlag.getByRole('button', { name: /Red Flag Warning/ }).click();
          await expect(redFlag.getByText(/Gusty offshore winds/)).toBeVisible();
        },
      },
      {
        name: 'navigation open (a drawer at 375 px)',
        open: async (page) => {
          const burger = page.getByRole('button', { name: 'Open navigation' });
          if (!(await burger.isVisible())) return;
          await burger.click();
          await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeVisible();
        },
      },
    ],
  },
  {
    // Not the owner: opening a message marks it read, which inbox.spec.ts counts on for the owner.
    name: 'Inbox',
    as: 'single@demo.test',
    path: '/inbox',
    ready: (page) => visible(page.getByText('Welcome to your wildfire defense portal')),
    states: [
      {
        name: 'a message open',
        open: async (page) => {
          await page
            .getByRole('button', { name: /Welcome to your wildfire defense portal/ })
            .click();
          await expect(page.getByText(/Your portal shows your system live/)).toBeVisible();
        },
      },
    ],
  },
  {
    name: 'Properties',
    as: OWNER_EMAIL,
    path: '/properties',
    scope: 'whole page with map',
    ready: (page) => expect(page.getByRole('table', { name: 'Your properties' })).toBeVisible(),
  },
  {
    name: 'Help & Support',
    as: OWNER_EMAIL,
    path: '/help',
    ready: (page) => expect(region(page, 'Who to call')).toBeVisible(),
    states: [
      {
        name: 'Partner View',
        open: async (page) => {
          await page.getByRole('tab', { name: 'Partner View' }).click();
          await expect(region(page, 'Emergency response')).toBeVisible();
        },
      },
    ],
  },
  {
    // Staff in demo mode get the floating debug panel over every screen.
    name: 'Help & Support, staff with the debug panel',
    as: ADMIN_EMAIL,
    path: '/help',
    scope: 'whole page with map',
    ready: (page) => expect(region(page, 'Debug panel')).toBeVisible(),
  },
  {
    name: 'My Account',
    as: GUEST_EMAIL,
    path: '/account',
    ready: (page) => visible(page.getByRole('button', { name: 'Edit Profile' })),
    states: [
      {
        name: 'editing',
        open: async (page) => {
          await page.getByRole('button', { name: 'Edit Profile' }).click();
          await expect(page.getByRole('form', { name: 'Edit profile' })).toBeVisible();
        },
      },
    ],
  },
  {
    name: 'Subscription',
    as: OWNER_EMAIL,
    path: '/subscription',
    ready: (page) => visible(page.getByText('Current plan: Professional')),
  },
  {
    name: 'Payment History',
    as: OWNER_EMAIL,
    path: '/payment-history',
    ready: (page) => visible(page.getByText('Total paid in the last 6 months: $545.00')),
  },
  {
    name: 'Manage Users (property)',
    as: OWNER_EMAIL,
    siteId: MALIBU.siteId,
    path: '/manage-users',
    ready: (page) => expect(page.getByRole('row').filter({ hasText: GUEST_EMAIL })).toBeVisible(),
    states: [
      {
        name: 'invitation form open',
        open: async (page) => {
          await page.getByRole('button', { name: `Invite User to ${MALIBU.name}` }).click();
          await expect(
            page.getByRole('form', { name: `Invite a user to ${MALIBU.name}` }),
          ).toBeVisible();
        },
      },
    ],
  },
  {
    name: 'Manage Users (account)',
    as: OWNER_EMAIL,
    path: '/account/manage-users',
    ready: (page) => expect(page.getByRole('table', { name: 'Account users list' })).toBeVisible(),
  },
  {
    name: 'Accept Invitation',
    as: null,
    path: invitationLink,
    ready: (page) => expect(page.getByLabel(/^Choose a password/)).toBeVisible(),
  },
]);
