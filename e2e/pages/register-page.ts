import type { Page } from '@playwright/test';

export class RegisterPage {
  constructor(private readonly page: Page) {}

  async register(user: { username: string; email: string; password: string }): Promise<void> {
    await this.page.goto('/register');
    await this.page.getByRole('textbox', { name: 'Username', exact: true }).fill(user.username);
    await this.page.getByRole('textbox', { name: 'Email', exact: true }).fill(user.email);
    await this.page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
    await this.page.getByRole('textbox', { name: 'Password confirmation', exact: true }).fill(user.password);
    await this.page.getByRole('checkbox').check();
    await this.page.getByRole('button', { name: 'Create account' }).click();
  }
}
