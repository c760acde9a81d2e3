import { expect as baseExpect, test } from '@playwright/test';

import { OWNER_EMAIL } from './support/accounts';
import { signIn } from './support/portal-session';

// The machine runs several servers and browsers at once; give slow moments room.
const expect = baseExpect.configure({ timeout: 15_000 });

test.describe('Help & Support', () => {
  test('Customer View explains colours, pressure, activation and who to call', async ({ page }) => {
    await signIn(page, OWNER_EMAIL);
    const config = (await (await page.request.get('/api/config')).json()) as {
      support_phone: string;
      support_email: string;
    };
    await page.goto('/help');

    await expect(page.getByRole('heading', { level: 1, name: 'Help & Support' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Customer View' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const colours = page.getByRole('region', { name: 'What the status colours mean' });
    await expect(colours).toContainText('Standby');
    await expect(colours).toContainText('Green:');
    await expect(colours).toContainText('Active');
    await expect(colours).toContainText('Orange:');
    await expect(colours).toContainText('Alert');
    await expect(colours).toContainText('Red:');
    await expect(page.getByRole('region', { name: 'Water pressure' })).toContainText(
      'The system needs a minimum of 40 PSI water pressure. Typical pressure is 50-70 PSI.',
    );
    await expect(page.getByRole('region', { name: 'How to activate your system' })).toContainText(
      'Activate Manual Mode',
    );
    const call = page.getByRole('region', { name: 'Who to call' });
    await expect(call.getByRole('link', { name: config.support_phone })).toBeVisible();
    await expect(call.getByRole('link', { name: config.support_email })).toBeVisible();
  });

  test('Partner View gives the emergency response time in fire season', async ({ page }) => {
    await signIn(page, OWNER_EMAIL);
    await page.goto('/help');

    await page.getByRole('tab', { name: 'Partner View' }).click();

    await expect(page.getByRole('tab', { name: 'Partner View' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('region', { name: 'Emergency response' })).toContainText(
      'During fire season, partners respond to emergency service calls within 2 hours.',
    );
    await expect(page.getByRole('region', { name: 'Water pressure' })).toContainText(
      'minimum of 40 PSI',
    );
  });
});
