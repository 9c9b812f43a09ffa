import { expect, type Locator, type Page } from '@playwright/test';

/** My Data's Program sheet: the selection, the program editor, its chart and the budget rate. */
export class ProgramPage {
  constructor(private readonly page: Page) {}

  async expectOpen(): Promise<void> {
    await expect(this.page.getByTestId('data-sheet-program')).toHaveAttribute('aria-selected', 'true');
    await expect(this.field('program-editor')).toBeVisible();
    await expect(this.field('program-chart').locator('canvas')).toBeVisible();
  }

  field(testId: string): Locator {
    return this.page.getByTestId(testId);
  }

  /** Chooses an option of one of the selection's or the editor's lists. */
  async choose(testId: string, option: string): Promise<void> {
    await this.field(testId).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  /** The chart's target percentages, month by month. */
  async targets(): Promise<number[]> {
    const text = (await this.field('program-chart').getAttribute('data-targets')) ?? '';
    return text.split(',').map(Number);
  }

  /** Saves and waits for the finished modal; answers its message. */
  async save(): Promise<string> {
    await this.field('program-save').click();
    const message = await this.field('save-finished').innerText();
    await this.field('save-accept').click();
    await expect(this.field('save-finished')).toHaveCount(0);
    return message;
  }
}
