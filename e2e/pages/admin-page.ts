import type { Page } from '@playwright/test';

/** Staff's administration screen: companies, their members, invitations. */
export class AdminPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/admin');
  }

  async chooseCompany(name: string): Promise<void> {
    await this.page.getByTestId('companies-table').getByRole('button', { name }).click();
  }

  async invite(person: {
    email: string;
    username: string;
    firstName: string;
    lastName: string;
    role: string;
  }) {
    await this.page.getByTestId('invite-button').click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Email' }).fill(person.email);
    await dialog.getByRole('textbox', { name: 'Username' }).fill(person.username);
    await dialog.getByRole('textbox', { name: 'First name' }).fill(person.firstName);
    await dialog.getByRole('textbox', { name: 'Last name' }).fill(person.lastName);
    await dialog.getByRole('combobox', { name: 'Role' }).click();
    await this.page.getByRole('option', { name: person.role }).click();
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
  }
}
