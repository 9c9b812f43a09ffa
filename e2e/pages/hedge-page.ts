import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The treasurer's Hedge screen (/hedge): the execution plan by portfolio and asset, the request
 * form, and "My requests" with a request's detail.
 */
export class HedgePage {
  constructor(private readonly page: Page) {}

  field(testId: string): Locator {
    return this.page.getByTestId(testId);
  }

  async expectOpen(): Promise<void> {
    await expect(this.field('hedge-page')).toBeVisible();
    await expect(this.field('hedge-plan-group').first()).toBeVisible();
  }

  /** A portfolio's asset in the plan ("Imports Colombia · USDCOP"). */
  planGroup(portfolio: string, asset: string): Locator {
    return this.field('hedge-plan-group').filter({
      has: this.page.getByRole('heading', { name: `${portfolio} · ${asset}`, exact: true }),
    });
  }

  /** The group's periods that still require a hedge and no open request covers: they offer a request. */
  requestablePeriods(group: Locator): Locator {
    return group.getByTestId('hedge-plan-row').filter({ has: this.page.getByTestId('hedge-plan-request') });
  }

  period(group: Locator, date: string): Locator {
    return group.locator(`[data-testid="hedge-plan-row"][data-date="${date}"]`);
  }

  /** A request of "My requests" by its reference (R-000123). */
  request(reference: string): Locator {
    return this.field('hedge-request-row').filter({
      has: this.page.getByTestId('hedge-request-open').getByText(reference, { exact: true }),
    });
  }

  async showRequests(): Promise<void> {
    await this.field('hedge-tab-requests').click();
    await expect(this.field('hedge-requests')).toBeVisible();
  }

  /** Opens a request of the list in the side panel. */
  async openRequest(reference: string): Promise<Locator> {
    await this.request(reference).getByTestId('hedge-request-open').click();
    const detail = this.field('hedge-detail');
    await expect(detail.getByTestId('hedge-detail-reference')).toHaveText(reference);
    return detail;
  }

  async closeRequest(): Promise<void> {
    await this.page.keyboard.press('Escape');
    await expect(this.field('hedge-detail')).toHaveCount(0);
  }
}
