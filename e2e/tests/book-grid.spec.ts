import { BookPage } from '../pages/book-page.ts';
import { openSignedIn } from '../support/api.ts';
import { expect, expectAccessible, test } from '../support/axe.ts';

// Currency hedge columns: the code (pinned), the key fields (1 Pair, 2 Long|Short, 3 Derivative,
// 4 Notional, 5 Currency, 6 Strike, 7 Fixing date, 8 Value date), then 9 Settlement, 10 Option type.
const STRIKE = 6;
const VALUE = 8;
const SETTLEMENT = 9;
const OPTION_TYPE = 10;
// Currency exposure columns: 2 Exposure type; after the key fields and the settlement state,
// 7 Issue date.
const EXPOSURE_TYPE = 2;
const ISSUE_DATE = 7;

test('the treasury user pastes three hedges from Excel, fixes the marked cell, saves and finds them after a reload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openSignedIn(page, 'treasury', '/data?view=hedges', 'en');
  const book = new BookPage(page);
  await book.expectOpen('currency_hedge');
  const before = await book.rowCount();
  await expectAccessible(page);

  // A new row at the end, then three rows by three columns (strike, fixing and value dates) as Excel
  // in English copies them (CRLF, US dates, grouped numbers): the second row's value date comes
  // before its fixing date.
  await page.getByRole('button', { name: 'Add row' }).click();
  await expect(book.grid.summary()).toContainText(`Rows: ${before + 1}`);
  await book.scrollTo(before, STRIKE);
  const block = [
    ['4,123.45', '3/15/2027', '3/17/2027'],
    ['4,234.56', '4/15/2027', '4/14/2027'],
    ['4,345.67', '5/14/2027', '5/18/2027'],
  ];
  await book.grid.focus(before, STRIKE);
  await book.grid.paste(block, `${block.map((cells) => cells.join('\t')).join('\r\n')}\r\n`);
  await expect(book.grid.summary()).toContainText(`Rows: ${before + 3}`);

  // The contract's rule marks the cell as it is pasted, with its hint.
  await book.scrollTo(before + 1, VALUE);
  const rejected = book.grid.cell(before + 1, VALUE);
  await expect(rejected).toHaveAttribute('aria-invalid', 'true');
  await expect(rejected).toHaveAttribute('title', 'Must be on or after the fixing date.');
  await expect(book.grid.problems()).toContainText('Cells to check: 1');
  await expectAccessible(page);

  await book.grid.type(before + 1, VALUE, '4/19/2027');
  await expect(rejected).not.toHaveAttribute('aria-invalid', 'true');
  expect(await book.save()).toBe('Saved successfully: 3 rows written.');

  await page.reload();
  await book.expectOpen('currency_hedge');
  await expect(book.grid.summary()).toContainText(`Rows: ${before + 3}`);
  await book.scrollTo(before + 2, STRIKE);
  for (const strike of ['4,123.4500', '4,234.5600', '4,345.6700'])
    await expect(book.cellsWithText(STRIKE, strike)).toHaveCount(1);
  // Saved rows carry their code now, and their history says who created them.
  const saved = book.cellsWithText(STRIKE, '4,234.5600');
  const row = Number(await saved.getAttribute('data-rgrow'));
  await book.grid.focus(row, STRIKE);
  await book.scrollTo(row, SETTLEMENT);
  await expect(book.grid.cell(row, 0)).toHaveText(/^DCA\d+$/);
  await expect(book.grid.cell(row, SETTLEMENT)).toHaveText('Open');
  await book.button('book-history').click();
  await expect(page.getByTestId('row-history')).toContainText('Created');
  await expect(page.getByTestId('row-history')).toContainText('treasury');
});

test('the Spanish hedges sheet speaks Spanish and writes decimal commas', async ({ page }) => {
  await openSignedIn(page, 'treasury', '/data?view=hedges', 'es');
  const book = new BookPage(page);
  await book.expectOpen('currency_hedge');
  await expect(page.getByTestId('data-sheet-hedges')).toHaveText('Coberturas');
  await expect(book.button('book-save')).toHaveText('Guardar');
  await expect(page.getByText('Nocional').first()).toBeVisible();
  await expect(book.grid.summary()).toContainText('Filas:');
  // The seeded forwards' strikes in Spanish notation: grouping dots, a decimal comma.
  await book.scrollTo(0, STRIKE);
  await expect(book.grid.cell(0, STRIKE)).toHaveText(/^\d{1,3}(\.\d{3})*,\d{4}$/);
  await expectAccessible(page);
});

test('at 1440 px the key columns show, choices read as names, and a new row starts as the kind last used, at its first cell to fill, beside its code', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, 'treasury', '/data?view=hedges', 'en');
  const book = new BookPage(page);
  await book.expectOpen('currency_hedge');
  const header = (name: string) => page.getByRole('columnheader', { name, exact: true });
  for (const name of [
    'Code',
    'Pair',
    'Long|Short',
    'Derivative',
    'Notional',
    'Notional currency',
    'Value date',
  ])
    await expect(header(name)).toBeInViewport({ ratio: 1 });
  // The option type is kept as a number and read by its name, in the cell and in its drop-down.
  await book.scrollTo(0, OPTION_TYPE);
  await expect(book.grid.cell(0, OPTION_TYPE)).toHaveText(/^[A-Z][a-z]+( [a-z]+)*$/);
  await book.grid.focus(0, OPTION_TYPE);
  await page.keyboard.press('Enter');
  await expect(page.locator('revogr-edit select option').nth(1)).toHaveText('European');
  await page.keyboard.press('Escape');
  await expectAccessible(page);

  await page.goto('/data?view=exposures');
  await book.expectOpen('currency_exposure');
  for (const name of [
    'Code',
    'Pair',
    'Exposure type',
    'Notional',
    'Notional currency',
    'Expected cash flow date',
  ])
    await expect(header(name)).toBeInViewport({ ratio: 1 });
  const before = await book.rowCount();
  // The user adds a row and makes it a receivable, a kind this sheet holds none of…
  await page.getByRole('button', { name: 'Add row' }).click();
  await book.scrollTo(before, EXPOSURE_TYPE);
  await book.grid.focus(before, EXPOSURE_TYPE);
  await page.keyboard.press('Enter');
  await page.locator('revogr-edit select').selectOption({ label: 'Accounts receivable' });
  await expect(book.grid.cell(before, EXPOSURE_TYPE)).toHaveText('Accounts receivable');

  // …so the next row is a receivable too, focused and in view at the issue date it lacks.
  await page.getByRole('button', { name: 'Add row' }).click();
  await expect.poll(() => book.grid.focusedCell()).toEqual({ x: ISSUE_DATE, y: before + 1 });
  await expect(book.grid.cell(before + 1, ISSUE_DATE)).toBeInViewport({ ratio: 1 });
  await expect(page.getByTestId('grid-focused-problem')).toContainText(`Row ${before + 2}, Issue date`);
  await book.scrollTo(before + 1, EXPOSURE_TYPE);
  await expect(book.grid.cell(before + 1, EXPOSURE_TYPE)).toHaveText('Accounts receivable');

  // Scrolled to the far right, the codes stay in view.
  const lastSavedCode = (await book.grid.cell(before - 1, 0).textContent()) ?? '';
  expect(lastSavedCode).not.toBe('');
  await book.scrollTo(before + 1, (await book.columnCount()) - 1);
  await expect(header('Code')).toBeInViewport({ ratio: 1 });
  await expect(book.grid.cell(before - 1, 0)).toBeInViewport({ ratio: 1 });
  await expect(book.grid.cell(before - 1, 0)).toHaveText(lastSavedCode);
  await expectAccessible(page);
});
