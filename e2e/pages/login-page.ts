import { expect, type Page } from '@playwright/test';
import { waitForHydration } from '../support/hydration.ts';

export class LoginPage {
  constructor(private readonly page: Page) {}

  /** Opens sign-in, prerendered, and waits for its script: a form sent before it would be lost. */
  async goto(): Promise<void> {
    await this.page.goto('/login');
    await waitForHydration(this.page.getByRole('button', { name: 'Sign in', exact: true }));
  }

  async signIn(username: string, password: string): Promise<void> {
    await this.page.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
    await this.page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Sign in', exact: true }).click();
  }

  /** The code step after the password: the authenticator app's code. */
  async enterCode(code: string): Promise<void> {
    await expect(this.page.getByText('Enter the 6-digit code from your authenticator app')).toBeVisible();
    await this.page.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
    await this.page.getByRole('button', { name: 'Verify', exact: true }).click();
  }

  async expectVisible(): Promise<void> {
    await expect(this.page).toHaveURL(/\/login/);
    await expect(this.page.getByRole('textbox', { name: 'Username', exact: true })).toBeVisible();
  }
}
