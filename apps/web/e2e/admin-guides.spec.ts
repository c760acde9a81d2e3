import { test } from '@playwright/test';

import {
  ADMIN_EMAIL,
  expect,
  hideDebugPanel,
  signIn,
  SUPPORT_EMAIL,
} from './support/portal-session';

test.describe('Guides', () => {
  test.beforeEach(async ({ page }) => {
    await hideDebugPanel(page);
  });

  test('Projects Guide: the side navigation jumps to each section; Regulatory Compliance links to the partner guide', async ({
    page,
  }) => {
    await signIn(page, ADMIN_EMAIL);
    await page.goto('/admin/projects-guide');
    const nav = page.getByRole('navigation', { name: 'Projects Guide sections' });
    await expect(nav.getByRole('link')).toHaveText([
      'Overview',
      'Installation Workflows',
      'Maintenance Schedules',
      'Regulatory Compliance',
      'Job History Lookup',
      'Deposit Management',
      'Escalation Procedures',
      'Reporting & Analytics',
      'Internal Messaging System',
    ]);

    await nav.getByRole('link', { name: 'Internal Messaging System' }).click();
    await expect(page).toHaveURL(/#internal-messaging$/);
    const messaging = page.getByRole('region', { name: 'Internal Messaging System' });
    await expect(messaging).toBeInViewport();
    const routing = messaging.getByRole('table', { name: 'Alert routing by priority' });
    await expect(routing.getByRole('row')).toHaveCount(5);
    await expect(routing.getByRole('row').last()).toContainText('Critical');
    await expect(routing.getByRole('row').last()).toContainText('To executive after 1h');
    await expect(
      messaging.getByRole('table', { name: 'Messaging performance targets' }),
    ).toContainText('under 500 ms');

    const installation = page.getByRole('table', { name: 'Installation workflow steps' });
    await expect(installation.getByRole('row').nth(4)).toContainText('Installation10-20 days');
    await expect(page.getByRole('region', { name: 'Deposit Management' })).toContainText(
      'The standard deposit is 30 percent of the estimate',
    );

    await page
      .getByRole('region', { name: 'Regulatory Compliance' })
      .getByRole('link', { name: 'Partner Marketing Guide' })
      .click();
    await expect(page).toHaveURL(/\/admin\/partner-marketing-guide$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Partner Marketing Guide' }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Insurance Requirements' })).toContainText(
      '$2,000,000',
    );
    await expect(
      page.getByRole('navigation', { name: 'Partner Marketing Guide sections' }),
    ).toBeVisible();
  });

  test('Documentation: status levels, financial rules and support contacts from the deployment', async ({
    page,
  }) => {
    await signIn(page, SUPPORT_EMAIL);
    const config = (await (await page.request.get('/api/config')).json()) as {
      support_phone: string;
      support_email: string;
    };
    await page.goto('/admin/documentation');
    await expect(page.getByRole('table', { name: 'System status levels' })).toContainText(
      'Standby',
    );
    await page
      .getByRole('navigation', { name: 'Documentation sections' })
      .getByRole('link', { name: 'Financial Rules' })
      .click();
    const money = page.getByRole('region', { name: 'Financial Rules' });
    await expect(money).toBeInViewport();
    await expect(money.getByRole('table', { name: 'Deposit waiver authority' })).toContainText(
      'Over $30,000CEO',
    );
    const contacts = page.getByRole('region', { name: 'Support Contacts' });
    await expect(contacts.getByRole('link', { name: config.support_phone })).toBeVisible();
    await expect(contacts.getByRole('link', { name: config.support_email })).toBeVisible();
  });

  test('staff without view_embers_hq are turned away', async ({ page }) => {
    await signIn(page, 'accounts@demo.test');
    await page.goto('/admin/projects-guide');
    await expect(page.getByText('You do not have access to this page.')).toBeVisible();
  });
});
