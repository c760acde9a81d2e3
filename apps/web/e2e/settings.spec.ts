import { test } from '@playwright/test';

import { OWNER_EMAIL } from './support/accounts';
import { ALTADENA, expect, MALIBU, signIn, TOPANGA } from './support/portal-session';

test.describe('settings', () => {
  test('shows the five cards and opens Diagnostics', async ({ page }) => {
    await signIn(page, OWNER_EMAIL, { siteId: MALIBU.siteId });
    await page.goto('/settings');

    await expect(page.getByRole('region', { name: 'Perimeter Defense' })).toContainText(
      /Run length\d+ min/,
    );
    await expect(page.getByRole('region', { name: 'Structure Defense' })).toContainText(
      'Minutes remaining',
    );
    await expect(page.getByRole('region', { name: 'Temperatures' })).toContainText('Sensor 1');
    await expect(page.getByRole('region', { name: 'Agitator Pump' })).toContainText(
      /Time of day\d{2}:\d{2}/,
    );
    await page.getByRole('link', { name: 'Open Diagnostics' }).click();
    await expect(page).toHaveURL('/diagnostics');
    await expect(page.getByRole('heading', { level: 1, name: 'Diagnostics' })).toBeVisible();
  });

  // Topanga, so the command cannot disturb the Malibu checks running beside it.
  test('an owner changes a run length after validation and confirmation', async ({ page }) => {
    await signIn(page, OWNER_EMAIL, { siteId: TOPANGA.siteId });
    await page.goto('/settings');

    const card = page.getByRole('region', { name: 'Structure Defense' });
    const current = /Run length(\d+) min/.exec((await card.textContent()) ?? '')?.[1];
    expect(current).toBeDefined();
    const next = current === '20' ? '25' : '20';
    await card.getByRole('button', { name: 'Change run length' }).click();
    const form = page.getByRole('dialog');
    const input = form.getByLabel('Run length (minutes)');
    await input.fill('300');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toContainText('Enter a whole number from 1 to 240.');

    await input.fill(next);
    await form.getByRole('button', { name: 'Save' }).click();
    // The confirmation opens over the form, so pick it by its question.
    const confirm = page.getByRole('dialog').filter({ hasText: 'minutes?' });
    await expect(confirm).toContainText(
      `Change structure defense run length at ${TOPANGA.name} from ${current!} to ${next} minutes?`,
    );
    await confirm.getByRole('button', { name: 'Change' }).click();

    await expect(card.getByRole('status', { name: /change status/ })).toContainText(
      'Requested: sent to the panel',
    );
  });

  test('a guest sees the settings and cannot change them', async ({ page }) => {
    await signIn(page, 'guest@demo.test', { siteId: MALIBU.siteId });
    await page.goto('/settings');

    await expect(page.getByRole('region', { name: 'Structure Defense' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Change/ })).toHaveCount(0);
  });

  test('No Settings Available for a panel that never reported', async ({ page }) => {
    await signIn(page, OWNER_EMAIL, { siteId: ALTADENA.siteId });
    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'No Settings Available' })).toBeVisible();
  });

  test('asks for a property when none is selected', async ({ page }) => {
    await signIn(page, OWNER_EMAIL);
    await page.goto('/settings');
    await expect(page.getByText('Select a property to see its settings.')).toBeVisible();
  });
});
