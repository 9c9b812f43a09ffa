import { expect, type Page } from '@playwright/test';

export class LoginPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/login');
  }

  async signIn(username: string, password: string): Promise<void> {
    await this.page.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
    await this.page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Sign in', exact: true }).click();
  }

  async expectVisible(): Promise<void> {
    await expect(this.page).toHaveURL(/\/login/);
    await expect(this.page.getByRole('textbox', { name: 'Username', exact: true })).toBeVisible();
  }
}
