import { expect, type Locator, type Page } from '@playwright/test';

/** The reports screens: the lists (/blog, /reports, /AdminReport), the editor and the report view. */
export class ReportsPage {
  constructor(private readonly page: Page) {}

  cards(): Locator {
    return this.page.getByTestId('report-card');
  }

  card(title: string): Locator {
    return this.cards().filter({ has: this.page.getByRole('heading', { name: title, exact: true }) });
  }

  /** Types a new search, key by key as a user does: the list follows without Enter. */
  async search(text: string): Promise<void> {
    const box = this.page.getByRole('searchbox');
    await box.clear();
    await box.pressSequentially(text, { delay: 20 });
  }

  /**
   * Fills the editor's fields: the image uploaded when given (else the default one), the tag chosen
   * when given; the body gets a heading, a paragraph and a table.
   */
  async writeReport(report: { title: string; summary: string; image?: string; state: string; tag?: string }) {
    await this.page.getByLabel(/^Title/).fill(report.title);
    if (report.image) {
      const [chooser] = await Promise.all([
        this.page.waitForEvent('filechooser'),
        this.page.getByTestId('report-image-upload').click(),
      ]);
      await chooser.setFiles(report.image);
      await expect(this.page.getByTestId('report-image-path')).toHaveValue(/^\/api\/report_images\//);
    }
    await this.page.getByLabel(/^Summary/).fill(report.summary);
    await this.chooseOption(/^Report type/, report.state);
    if (report.tag) {
      await this.chooseOption(/^Tags/, report.tag);
      await this.page.getByRole('button', { name: 'Select', exact: true }).click();
    }
    const body = this.page.getByTestId('report-editor').locator('[contenteditable="true"]');
    await body.click();
    await this.page.keyboard.type('Levels to watch this week');
    await this.page.getByTestId('insert-table').click();
    await this.page.keyboard.type('USDCOP');
  }

  async chooseOption(label: RegExp, option: string): Promise<void> {
    await this.page.getByRole('combobox', { name: label }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  async post(): Promise<void> {
    await this.page.getByRole('button', { name: 'SAVE AND POST' }).click();
    await expect(this.page.getByTestId('report-save-message')).toContainText('Report posted.');
  }
}
