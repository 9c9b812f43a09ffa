import { BookPage } from '../pages/book-page.ts';
import { openSignedIn } from '../support/api.ts';
import { expect, expectAccessible, test } from '../support/axe.ts';

// Currency hedge columns, as a deal ticket reads: 0 Code, 1 Settlement, 2 Portfolio, 3 Pair,
// 4 Long|Short, 5 Derivative, 6 Type, 7 Notional, 8 Currency, 9 Strike, 10 Trade date,
// 11 Fixing date, 12 Value date, 13 Premium.
const SETTLEMENT = 1;
const STRIKE = 9;
const VALUE = 12;

test('the treasury user pastes three hedges from Excel, fixes the marked cell, saves and finds them after a reload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openSignedIn(page, 'treasury', '/data?view=hedges', 'en');
  const book = new BookPage(page);
  await book.expectOpen('currency_hedge');
  const before = await book.rowCount();
  await expectAccessible(page);

  // A new row at the end, then three rows by five columns (strike to premium) as Excel in English
  // copies them (CRLF, US dates, grouped numbers): the second row's value date comes before its
  // fixing date.
  await page.getByRole('button', { name: 'Add row' }).click();
  await expect(book.grid.summary()).toContainText(`Rows: ${before + 1}`);
  await book.scrollTo(before, STRIKE);
  const block = [
    ['4,123.45', '2027-03-01', '3/15/2027', '3/17/2027', '0'],
    ['4,234.56', '2027-03-01', '4/15/2027', '4/12/2027', '0'],
    ['4,345.67', '2027-03-01', '5/14/2027', '5/18/2027', '0'],
  ];
  await book.grid.focus(before, STRIKE);
  await book.grid.paste(block, `${block.map((cells) => cells.join('\t')).join('\r\n')}\r\n`);
  await expect(book.grid.summary()).toContainText(`Rows: ${before + 3}`);

  // The contract's rule marks the cell as it is pasted, with its hint.
  await book.scrollTo(before + 1, VALUE);
  const rejected = book.grid.cell(before + 1, VALUE);
  await expect(rejected).toHaveAttribute('aria-invalid', 'true');
  await expect(rejected).toHaveAttribute('title', 'The value date must be on or after the fixing date.');
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
  await book.scrollTo(row, 0);
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
