import type { Page } from '@playwright/test';

export class ResetPasswordPage {
  constructor(private readonly page: Page) {}

  async requestCode(email: string): Promise<void> {
    await this.page.goto('/reset_password');
    await this.page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await this.page.getByRole('button', { name: 'Send Code' }).click();
  }

  async setPassword(code: string, password: string, repeat = password): Promise<void> {
    await this.page.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
    await this.page.getByRole('textbox', { name: 'New password', exact: true }).fill(password);
    await this.page.getByRole('textbox', { name: 'Repeat new password', exact: true }).fill(repeat);
    await this.page.getByRole('button', { name: 'Validate Code' }).click();
  }
}
