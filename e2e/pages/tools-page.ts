import { expect, type Locator, type Page } from '@playwright/test';

export class ToolsPage {
  constructor(private readonly page: Page) {}

  async expectVisible(): Promise<void> {
    await expect(this.page.getByTestId('tools-page')).toBeVisible();
  }

  async openTab(name: string): Promise<void> {
    await this.page.getByRole('tab', { name, exact: true }).click();
  }

  field(testId: string): Locator {
    return this.page.getByTestId(testId);
  }

  async priceVanilla(terms: Record<'spot' | 'strike' | 'rd' | 'rf' | 'vol' | 'expiry-years', string>) {
    for (const [key, value] of Object.entries(terms)) await this.field(`pricer-${key}`).fill(value);
    await this.page.getByTestId('pricer-submit').click();
  }
}
