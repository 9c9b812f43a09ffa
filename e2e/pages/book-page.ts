import { expect, type Locator, type Page } from '@playwright/test';
import { E2E_BASE_URL } from '../e2e-env.ts';
import { GridHarnessPage } from './grid-harness-page.ts';

/** The sheet's code column stays in view at the left: RevoGrid draws it in its pinned viewport. */
const PINNED_COLUMNS = 1;

/**
 * A sheet of My Data's book: the grid (its cells as the grid's own page object reads them), the
 * sheet's toolbar and the save's modal.
 */
export class BookPage {
  readonly grid: GridHarnessPage;

  constructor(private readonly page: Page) {
    this.grid = new GridHarnessPage(page, E2E_BASE_URL, PINNED_COLUMNS);
  }

  /** Waits for the sheet's grid and lets the page use the clipboard, as a paste from Excel needs. */
  async expectOpen(kind: string): Promise<void> {
    await this.page
      .context()
      .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: E2E_BASE_URL });
    await expect(this.page.getByTestId(`book-sheet-${kind}`)).toBeVisible();
    await expect(this.grid.cell(0, 0)).toBeVisible();
  }

  /** How many rows the grid holds, read from its summary ("Rows: 42"). */
  async rowCount(): Promise<number> {
    const text = (await this.grid.summary().textContent()) ?? '';
    return Number((text.match(/[\d.,]+/)?.[0] ?? '0').replace(/[.,]/g, ''));
  }

  /** Scrolls the grid so that a row and a column are drawn (RevoGrid draws only the cells in view). */
  async scrollTo(row: number, column = 0): Promise<void> {
    // A pinned column is always in view: the scrolling columns stay where they are.
    const { viewport, index } = this.grid.shownColumn(column);
    const x = viewport === 'rgCol' ? index : null;
    // RevoGrid's methods run in the page, where the element's type is not known to this file.
    await this.page.evaluate(
      `(async (grid) => { await grid.scrollToRow(${row}); if (${x} !== null) await grid.scrollToColumnIndex(${x}); })(document.querySelector('revo-grid'))`,
    );
  }

  /** How many columns the grid has, the pinned ones included. */
  async columnCount(): Promise<number> {
    return (await this.page.evaluate(`document.querySelector('revo-grid').columns.length`)) as number;
  }

  /** The cells of one column whose text is `text`, among the rows drawn. */
  cellsWithText(column: number, text: string): Locator {
    return this.grid
      .column(column)
      .filter({ hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });
  }

  button(testId: string): Locator {
    return this.page.getByTestId(testId);
  }

  /** Saves and answers the finished modal's message, then closes it. */
  async save(): Promise<string> {
    await this.button('book-save').click();
    const message = this.page.getByTestId('save-finished');
    await expect(message).toBeVisible({ timeout: 20_000 });
    const text = (await message.textContent()) ?? '';
    await this.page.getByTestId('save-accept').click();
    return text;
  }
}
