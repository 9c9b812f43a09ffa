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

  /** The code field, under the QR code while setting up, beside Turn off once on. */
  get codeInput(): Locator {
    return this.card.getByRole('textbox', { name: '6-digit code' });
  }

  /** What the card says when a step fails. */
  get failure(): Locator {
    return this.card.getByTestId('two-factor-failure');
  }

  /** Types a code and sends it with the step's button. */
  async submitCode(code: string, button: 'Turn on' | 'Turn off'): Promise<void> {
    await this.codeInput.fill(code);
    await this.card.getByRole('button', { name: button }).click();
  }

  /** Confirms with a first code and answers the recovery codes shown. */
  async confirm(code: string): Promise<string[]> {
    await this.submitCode(code, 'Turn on');
    const codes = this.card.getByTestId('recovery-codes').locator('code');
    await expect(codes).toHaveCount(10);
    return codes.allTextContents();
  }
}
