import type { Page } from '@playwright/test';

import type { SweptScreen } from './accessibility-sweep';
import { OWNER_EMAIL } from './accounts';
import { ADMIN_EMAIL, expect, SUPPORT_EMAIL } from './portal-session';

/** Tables and lists that only arrive with a screen's code and data: slow on a busy machine. */
const LOADED = { timeout: 60_000 };

const table = (page: Page, name: string) => page.getByRole('table', { name });
const firstRow = (page: Page, name: string) => table(page, name).locator('tbody tr').first();
const conversation = (page: Page) => page.getByRole('list', { name: 'Conversation' });

/** Opens a partner's page from the list, as staff do. */
async function openPartner(page: Page, name: string) {
  await expect(firstRow(page, 'Service partners')).toBeVisible(LOADED);
  await page.getByPlaceholder('Search partners...').fill(name);
  await page.getByPlaceholder('Search partners...').press('Enter');
  await page.getByRole('link', { name: `View ${name}` }).click();
}

/** A screen staff open by its address, ready once its title shows. */
const adminScreenTitled = (name: string, path: string): SweptScreen => ({
  name,
  as: ADMIN_EMAIL,
  path,
  ready: (page) => expect(page.getByRole('heading', { level: 1, name })).toBeVisible(LOADED),
});

const GUIDES = [
  { path: '/admin/documentation', title: 'Documentation' },
  { path: '/admin/projects-guide', title: 'Projects Guide' },
  { path: '/admin/partner-marketing-guide', title: 'Partner Marketing Guide' },
];

/**
 * Every back-office screen and the states it opens, as the back-office sweep visits them
 * (`admin-accessibility.spec.ts` with axe, `back-office-layout.spec.ts` for fit in the other two
 * views). Each only opens and looks: nothing here saves, so the sweep may run beside specs that
 * change the demo data.
 */
export const BACK_OFFICE_SCREENS: SweptScreen[] = [
  {
    // With the back-office shell around it: header, side navigation (a drawer at 375 px), footer.
    name: 'Users & Groups',
    as: ADMIN_EMAIL,
    path: '/admin/users',
    scope: 'whole page',
    ready: (page) => expect(table(page, 'Users')).toBeVisible(),
    states: [
      {
        name: 'back-office menu open (a drawer at 375 px)',
        open: async (page) => {
          const menu = page.getByRole('button', { name: 'Open navigation' });
          if (!(await menu.isVisible())) return;
          await menu.click();
          const drawer = page.getByRole('dialog', { name: 'Navigation' });
          await expect(drawer.getByRole('navigation', { name: 'Back office' })).toBeVisible();
        },
      },
    ],
  },
  {
    // Sofia signs in before (the support entries below), so her recent logins are shown too.
    name: 'Customer Support desk',
    as: SUPPORT_EMAIL,
    path: '/admin/customer-support',
    ready: (page) =>
      expect(page.getByRole('list', { name: 'Open tickets by status' })).toBeVisible(LOADED),
  },
  {
    name: 'Support tickets',
    as: SUPPORT_EMAIL,
    path: '/admin/support',
    ready: (page) => expect(firstRow(page, 'Support tickets')).toBeVisible(LOADED),
  },
  {
    name: 'Ticket detail',
    as: SUPPORT_EMAIL,
    path: '/admin/support/TICK-009',
    ready: (page) => expect(conversation(page)).toBeVisible(LOADED),
  },
  {
    name: 'User detail',
    as: ADMIN_EMAIL,
    path: '/admin/users',
    ready: async (page) => {
      await page.getByLabel('Search users').fill('Sofia Chen');
      await expect(table(page, 'Users').getByRole('row')).toHaveCount(2);
      await page.getByRole('link', { name: 'View Sofia Chen' }).click();
      await expect(table(page, 'Recent logins')).toBeVisible(LOADED);
    },
  },
  {
    name: 'Edit Group',
    as: ADMIN_EMAIL,
    path: '/admin/group-permissions/1',
    ready: (page) =>
      expect(page.getByLabel(/^Group Name/)).toHaveValue('System Administrators', LOADED),
    states: [
      {
        name: 'Add Member open',
        open: async (page) => {
          await page.getByRole('button', { name: 'Add Member' }).click();
          await expect(page.getByRole('dialog', { name: 'Add Member' })).toBeVisible();
        },
      },
    ],
  },
  {
    name: 'Alert Broadcasts',
    as: ADMIN_EMAIL,
    path: '/admin/alerts',
    ready: (page) => expect(table(page, 'Alerts')).toBeVisible(LOADED),
    states: [
      {
        name: 'a broadcast expanded',
        open: (page) =>
          page.getByRole('button', { name: /View More: Panel firmware update/ }).press('Enter'),
      },
      {
        name: 'Create New Alert open',
        open: async (page) => {
          await page.getByRole('button', { name: '+ Create New Alert' }).click();
          const dialog = page.getByRole('dialog', { name: 'Create New Alert' });
          await expect(dialog.getByRole('table', { name: 'Users overview' })).toBeVisible();
        },
      },
    ],
  },
  {
    name: 'Payments',
    as: ADMIN_EMAIL,
    path: '/admin/payments',
    ready: (page) => expect(firstRow(page, 'Invoices')).toBeVisible(LOADED),
  },
  {
    name: 'Subscriptions',
    as: ADMIN_EMAIL,
    path: '/admin/subscriptions',
    ready: (page) => expect(firstRow(page, 'Subscriptions')).toBeVisible(LOADED),
  },
  {
    name: 'CMS',
    as: ADMIN_EMAIL,
    path: '/admin/cms',
    ready: (page) => expect(firstRow(page, 'Content')).toBeVisible(LOADED),
    states: [
      {
        name: 'Media Library',
        open: async (page) => {
          await page.getByRole('tab', { name: 'Media Library' }).click();
          await expect(
            page.getByRole('article', { name: 'Topanga ridge pump house.png' }),
          ).toBeVisible();
        },
      },
    ],
  },
  {
    name: 'HR Documents',
    as: ADMIN_EMAIL,
    path: '/admin/documents',
    ready: (page) => expect(firstRow(page, 'Documents')).toBeVisible(LOADED),
  },
  {
    name: 'Human Resources',
    as: ADMIN_EMAIL,
    path: '/admin/hr',
    ready: (page) => expect(firstRow(page, 'Staff members')).toBeVisible(LOADED),
  },
  {
    name: 'Add Staff',
    as: ADMIN_EMAIL,
    path: '/admin/hr/add-staff',
    ready: (page) => expect(page.getByLabel('Personal Email')).toBeVisible(LOADED),
  },
  ...GUIDES.map((guide) => ({
    name: guide.title,
    as: ADMIN_EMAIL,
    path: guide.path,
    ready: (page: Page) =>
      expect(page.getByRole('heading', { level: 1, name: guide.title })).toBeVisible(LOADED),
  })),
  {
    name: 'HQ hub, searched',
    as: ADMIN_EMAIL,
    path: '/admin/embers-hq?q=malibu',
    ready: (page) =>
      expect(page.getByRole('region', { name: 'Search results' })).toBeVisible(LOADED),
  },
  {
    name: 'Admin map',
    as: ADMIN_EMAIL,
    path: '/admin',
    ready: (page) =>
      expect(page.getByRole('region', { name: 'Admin map' })).toHaveAttribute(
        'data-map-state',
        'ready',
        LOADED,
      ),
  },
  {
    name: 'Panels',
    as: ADMIN_EMAIL,
    path: '/admin/connectivity',
    ready: (page) => expect(page.getByText('Malibu Canyon Residence').first()).toBeVisible(LOADED),
  },
  {
    name: 'Panel detail',
    as: ADMIN_EMAIL,
    path: '/admin/property/1001',
    ready: (page) =>
      expect(page.getByRole('region', { name: 'System Health' })).toBeVisible(LOADED),
  },
  {
    name: 'Properties',
    as: ADMIN_EMAIL,
    path: '/admin/properties',
    ready: (page) => expect(firstRow(page, 'Properties')).toBeVisible(LOADED),
  },
  {
    name: 'Service Partners',
    as: ADMIN_EMAIL,
    path: '/admin/contractors',
    ready: (page) => expect(firstRow(page, 'Service partners')).toBeVisible(LOADED),
  },
  {
    name: 'Partner detail',
    as: ADMIN_EMAIL,
    path: '/admin/contractors',
    ready: async (page) => {
      await openPartner(page, 'Backcountry Water Works');
      await expect(table(page, 'Crew')).toBeVisible(LOADED);
    },
    states: [
      {
        name: 'Messages',
        open: async (page) => {
          await page
            .getByRole('navigation', { name: 'Partner pages' })
            .getByRole('link', { name: 'Messages' })
            .click();
          await expect(page.getByRole('list', { name: 'Messages' })).toBeVisible();
        },
      },
    ],
  },
  {
    name: 'Partner detail, certification expired',
    as: ADMIN_EMAIL,
    path: '/admin/contractors',
    ready: async (page) => {
      await openPartner(page, 'Ridgeline Installations');
      await expect(page.getByText('Certification expired')).toBeVisible(LOADED);
    },
  },
  {
    name: 'Projects',
    as: ADMIN_EMAIL,
    path: '/admin/projects',
    ready: (page) => expect(firstRow(page, 'Projects')).toBeVisible(LOADED),
  },
  {
    name: 'Project detail',
    as: ADMIN_EMAIL,
    path: '/admin/projects/PRJ-002',
    ready: (page) => expect(page.getByRole('region', { name: 'Deposit' })).toBeVisible(LOADED),
  },
  {
    name: 'Project detail, deposit waived',
    as: ADMIN_EMAIL,
    path: '/admin/projects/PRJ-003',
    ready: (page) =>
      expect(page.getByRole('region', { name: 'Deposit' })).toContainText('Deposit Waived', LOADED),
  },
  {
    // The customer's side of the support desk: their tickets and one conversation.
    name: 'Support (customer)',
    as: OWNER_EMAIL,
    path: '/support',
    ready: (page) => expect(table(page, 'My support tickets')).toBeVisible(LOADED),
  },
  {
    name: 'Support ticket (customer)',
    as: OWNER_EMAIL,
    path: '/support?ticket=TICK-009',
    ready: (page) => expect(conversation(page)).toBeVisible(LOADED),
  },
  // The remaining back-office routes (issue 36: every route, both widths and themes).
  adminScreenTitled('On-call', '/admin/on-call'),
  {
    name: 'Statistics',
    as: ADMIN_EMAIL,
    path: '/admin/stats',
    ready: (page) =>
      expect(page.getByRole('region', { name: 'Systems Online Growth' })).toBeVisible(LOADED),
  },
  {
    name: 'Server Status',
    as: ADMIN_EMAIL,
    path: '/admin/server-status',
    ready: (page) =>
      expect(page.getByRole('heading', { name: /Memory usage on/ })).toBeVisible(LOADED),
  },
  {
    name: 'Server Management',
    as: ADMIN_EMAIL,
    path: '/admin/servers',
    ready: (page) =>
      expect(page.getByRole('group', { name: 'Server instance table' })).toBeVisible(LOADED),
  },
  {
    name: 'Activity Log',
    as: ADMIN_EMAIL,
    path: '/admin/user-logs',
    ready: (page) => expect(table(page, 'Activity log')).toBeVisible(LOADED),
  },
  adminScreenTitled('Invite User', '/admin/users/invite'),
  {
    name: 'Create Group',
    as: ADMIN_EMAIL,
    path: '/admin/groups/create',
    ready: (page) => expect(page.getByLabel(/^Group Name/)).toBeVisible(LOADED),
  },
  adminScreenTitled('Fire Resources', '/admin/fire-resources'),
  adminScreenTitled('Digi Status', '/admin/digi-status/1001'),
  adminScreenTitled('MQTT Log', '/admin/mqtt-log/1001'),
  adminScreenTitled('Property Files', '/admin/property/1001/files'),
  adminScreenTitled('Property Notes', '/admin/property/1001/notes'),
];
