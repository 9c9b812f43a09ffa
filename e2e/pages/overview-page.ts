import { expect, type Locator, type Page } from '@playwright/test';

/** Overview (/overview): the company's position at a glance above the market watchlist. */
export class OverviewPage {
  constructor(private readonly page: Page) {}

  get position(): Locator {
    return this.page.getByTestId('position-books');
  }

  /** The position's rows, one per portfolio and asset. */
  get rows(): Locator {
    return this.position.locator('[data-testid^="position-row-"]');
  }

  /** A figure of every row: exposure, coverage, required, m2m, var, net-rate. */
  figures(name: string): Locator {
    return this.rows.getByTestId(`position-${name}`);
  }

  async expectPosition(): Promise<void> {
    await expect(this.position).toBeVisible({ timeout: 30_000 });
    await expect(this.rows.first()).toBeVisible();
  }

  /** Every amount of a figure's column names its currency or unit: "USD 1,234", "-120,000 bbl", or a dash. */
  async expectUnits(name: string): Promise<void> {
    for (const text of await this.figures(name).allInnerTexts())
      expect(text, `${name}: ${text}`).toMatch(/^(?:[A-Z]{3}\s-?[\d.,]+|-?[\d.,]+\s\S+|—)$/);
  }
}
