import { test } from '@playwright/test';

import { OWNER_EMAIL } from './support/accounts';
import {
  ADMIN_EMAIL,
  backOfficeNav,
  expect,
  PHONE_VIEWPORT,
  hideDebugPanel,
  signIn,
  SUPPORT_EMAIL,
} from './support/portal-session';

const NO_ACCESS = 'You do not have access to this page.';

const ALL_LINKS = [
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
];

test.describe('back-office access by permission', () => {
  test('the Superadmin sees the Admin link and every back-office link in spec order', async ({
    page,
  }) => {
    await hideDebugPanel(page);
    await signIn(page, ADMIN_EMAIL);
    await page.goto('/admin/users');

    await expect(page.getByRole('heading', { level: 1, name: 'Users & Groups' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Admin' }),
    ).toHaveAttribute('href', '/admin');
    await expect(backOfficeNav(page).getByRole('link')).toHaveText(ALL_LINKS);
    await expect(backOfficeNav(page).getByRole('link', { name: 'Users' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await expect(page.locator('footer')).toContainText('Terms of Use');

    await backOfficeNav(page).getByRole('link', { name: 'Activity Log' }).click();
    await expect(page).toHaveURL('/admin/user-logs');
    await expect(page.getByRole('heading', { level: 1, name: 'Activity Log' })).toBeVisible();
  });

  test('Customer Service sees only what the Customer Support group grants: no Users, HR or Payments', async ({
    page,
  }) => {
    await hideDebugPanel(page);
    await signIn(page, SUPPORT_EMAIL);
    await page.goto('/admin/customer-support');

    await expect(page.getByRole('heading', { level: 1, name: 'Customer Support' })).toBeVisible();
    const nav = backOfficeNav(page);
    await expect(nav.getByRole('link', { name: 'Customer Support' })).toBeVisible();
    for (const hidden of ['Users', 'HR', 'Payments', 'Subscriptions', 'Activity Log']) {
      await expect(nav.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
    }
  });

  for (const url of ['/admin/hr', '/admin/payments', '/admin/users']) {
    test(`Customer Service opening ${url} sees the no-access text and asks for no data`, async ({
      page,
    }) => {
      const adminCalls: string[] = [];
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        if (path.startsWith('/api/admin/')) adminCalls.push(path);
      });
      await hideDebugPanel(page);
      await signIn(page, SUPPORT_EMAIL);
      await page.goto(url);

      await expect(page.getByText(NO_ACCESS)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
      expect(adminCalls).toEqual([]);
    });
  }

  test('a customer sees no Admin link, and /admin shows only the no-access text', async ({
    page,
  }) => {
    await signIn(page, OWNER_EMAIL);
    await page.goto('/admin');

    await expect(page.getByText(NO_ACCESS)).toBeVisible();
    await expect(backOfficeNav(page)).toHaveCount(0);
    await expect(
      page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Admin' }),
    ).toHaveCount(0);
  });
});

test.describe('admin shell layout', () => {
  test('at 375 px the back-office menu is a section of the one navigation drawer, with the links the person has', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE_VIEWPORT);
    await hideDebugPanel(page);
    await signIn(page, SUPPORT_EMAIL);
    await page.goto('/admin/customer-support');
    await expect(page.getByRole('heading', { level: 1, name: 'Customer Support' })).toBeVisible();
    await expect(backOfficeNav(page)).toBeHidden();

    // One navigation control per width: the header's burger, no second one in the page.
    await expect(page.getByRole('button', { name: /^Open .*(menu|navigation)$/ })).toHaveCount(1);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('navigation', { name: 'Back office' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Users', exact: true })).toHaveCount(0);
    await drawer.getByRole('link', { name: 'Alerts' }).click();
    await expect(page).toHaveURL('/admin/alerts');
    await expect(drawer).toBeHidden();
  });
});
