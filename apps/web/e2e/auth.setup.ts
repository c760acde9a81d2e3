import { expect, test as setup } from '@playwright/test';

import { DEMO_PASSWORD, OWNER_EMAIL, ownerStorageState } from './support/accounts';
import { loginPage } from './support/login-page';

setup('log in as the demo owner', async ({ page }) => {
  const login = loginPage(page);
  await login.open();
  await login.logIn(OWNER_EMAIL, DEMO_PASSWORD);

  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.context().storageState({ path: ownerStorageState });
});
