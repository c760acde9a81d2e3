import type { Page } from '@playwright/test';

/** The login page's controls, found the way a user finds them: by their labels. */
export function loginPage(page: Page) {
  return {
    email: page.getByLabel(/^Email/),
    password: page.getByLabel(/^Password/),
    submit: page.getByRole('button', { name: 'Login' }),
    error: page.getByRole('alert'),
    async open() {
      await page.goto('/login');
    },
    async logIn(email: string, password: string) {
      await this.email.fill(email);
      await this.password.fill(password);
      await this.submit.click();
    },
  };
}
