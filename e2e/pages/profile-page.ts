import { expect, type Locator, type Page } from '@playwright/test';

/** Profile's two-factor sign-in card. */
export class TwoFactorCard {
  readonly card: Locator;

  constructor(page: Page) {
    this.card = page.getByTestId('two-factor-card');
  }

  /** Starts the set-up and answers the secret shown beside the QR code. */
  async startSetUp(): Promise<string> {
    await this.card.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await expect(this.card.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    // Shown in groups of four, as people type it.
    return ((await this.card.getByTestId('two-factor-secret').textContent()) ?? '').replace(/\s/g, '');
  }

  /** Confirms with a first code and answers the recovery codes shown. */
  async confirm(code: string): Promise<string[]> {
    await this.card.getByRole('textbox', { name: '6-digit code' }).fill(code);
    await this.card.getByRole('button', { name: 'Turn on' }).click();
    const codes = this.card.getByTestId('recovery-codes').locator('code');
    await expect(codes).toHaveCount(10);
    return codes.allTextContents();
  }
}
