import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The grid component on its own page (apps/web/harness) or in a screen: its cells by position, the
 * clipboard, and the list of cells to check under it. Columns count from the grid's first; the
 * first `pinned` ones are drawn in RevoGrid's pinned viewport, which counts its own from 0.
 */
export class GridHarnessPage {
  constructor(
    private readonly page: Page,
    private readonly base: string,
    private readonly pinned = 0,
  ) {}

  /** Where a column is drawn: its viewport's class and its index there (RevoGrid's `data-rgcol`). */
  shownColumn(column: number): { viewport: string; index: number } {
    return column < this.pinned
      ? { viewport: 'colPinStart', index: column }
      : { viewport: 'rgCol', index: column - this.pinned };
  }

  /** The drawn data cells of a column. */
  column(column: number): Locator {
    const { viewport, index } = this.shownColumn(column);
    return this.page.locator(
      `revogr-viewport-scroll.${viewport} revogr-data[type="rgRow"] [data-rgcol="${index}"]`,
    );
  }

  async goto(query: string): Promise<void> {
    await this.page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: this.base });
    await this.page.goto(`${this.base}/grid.html?${query}`);
    await expect(this.cell(0, 0)).toBeVisible();
  }

  /** A data cell by row and column (0-based, row headers not counted). */
  cell(row: number, column: number): Locator {
    return this.column(column).and(this.page.locator(`[data-rgrow="${row}"]`));
  }

  /** Clicks a cell and waits for the grid to show its focus, so that keys and the clipboard reach it. */
  async focus(row: number, column: number): Promise<void> {
    await this.cell(row, column).click();
    await expect.poll(() => this.focusedCell()).toEqual({ x: column, y: row });
  }

  /** The cell the grid has the focus on, as RevoGrid tells it (its method runs in the page). */
  async focusedCell(): Promise<{ x: number; y: number } | null> {
    const focused = (await this.page.evaluate(
      `document.querySelector('revo-grid').getFocused().then((f) => f && { ...f.cell, viewport: f.colType })`,
    )) as { x: number; y: number; viewport: string } | null;
    if (!focused) return null;
    return { x: focused.viewport === 'colPinStart' ? focused.x : focused.x + this.pinned, y: focused.y };
  }

  async selectRange(from: [number, number], to: [number, number]): Promise<void> {
    await this.focus(...from);
    await this.cell(...to).click({ modifiers: ['Shift'] });
  }

  /** Drags the focused cell's corner handle down to a cell, as a spreadsheet's autofill. */
  async dragFillHandleTo(row: number, column: number): Promise<void> {
    const handle = await this.page.locator('revogr-viewport-scroll.rgCol .autofill-handle').boundingBox();
    const target = await this.cell(row, column).boundingBox();
    if (!handle || !target) throw new Error('the fill handle or the target cell is not shown');
    await this.page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await this.page.mouse.down();
    await this.page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 5 });
    await this.page.mouse.up();
  }

  /** Puts a spreadsheet's copy on the clipboard (its text and its HTML table, as Excel does) and pastes it. */
  async paste(rows: readonly (readonly string[])[], text: string): Promise<void> {
    const html = `<table>${rows.map((cells) => `<tr>${cells.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('')}</table>`;
    await this.page.evaluate(
      async ({ text, html }) => {
        await navigator.clipboard.write([
          new ClipboardItem({
            'text/plain': new Blob([text], { type: 'text/plain' }),
            'text/html': new Blob([html], { type: 'text/html' }),
          }),
        ]);
      },
      { text, html },
    );
    await this.page.keyboard.press('Control+V');
  }

  async clipboardText(): Promise<string> {
    return this.page.evaluate(() => navigator.clipboard.readText());
  }

  /** Types into a cell's editor and saves with Enter. */
  async type(row: number, column: number, text: string): Promise<void> {
    await this.focus(row, column);
    await this.page.keyboard.press('Enter');
    const editor = this.page.locator('revogr-edit input[type="text"]');
    await editor.fill(text);
    await editor.press('Enter');
  }

  async expectRow(row: number, texts: readonly string[]): Promise<void> {
    for (const [column, text] of texts.entries()) await expect(this.cell(row, column)).toHaveText(text);
  }

  problems(): Locator {
    return this.page.getByTestId('grid-problems');
  }

  summary(): Locator {
    return this.page.getByTestId('grid-summary');
  }
}
