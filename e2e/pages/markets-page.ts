import { expect, type Locator, type Page } from '@playwright/test';

/** The Markets screen: its sections, the technical chart's controls and the comparison's mode. */
export class MarketsPage {
  constructor(private readonly page: Page) {}

  field(testId: string): Locator {
    return this.page.getByTestId(testId);
  }

  async expectVisible(): Promise<void> {
    await expect(this.field('markets-page')).toBeVisible();
  }

  async openSection(testId: string): Promise<void> {
    await this.field(`section-${testId}`).click();
  }

  /** Picks an option of a Mantine select by its visible name. */
  async choose(testId: string, option: string): Promise<void> {
    await this.field(testId).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  async toggle(indicator: string): Promise<void> {
    await this.field(`toggle-${indicator}`).locator('label').click();
  }

  /** The chart's canvas once drawn (lightweight-charts and ECharts both paint on canvases). */
  canvasOf(testId: string): Locator {
    return this.field(testId).locator('canvas').first();
  }
}
