import { startGridHarness } from '../../apps/web/harness/startGridHarness.ts';
import { GridHarnessPage } from '../pages/grid-harness-page.ts';
import { expect, expectAccessible, test } from '../support/axe.ts';

// The grid component alone (apps/web/harness), built apart from the app: the screens that will hold
// it (My Data) come with the book's server side.
let harness: Awaited<ReturnType<typeof startGridHarness>>;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  harness = await startGridHarness();
});
test.afterAll(async () => {
  await harness?.close();
});

// Columns: 0 Code (read-only), 1 Pair, 2 Long|Short, 3 Notional, 4 Strike, 5 Fixing date, 6 Month, 7 Comments.
const NOTIONAL = 3;
const SIDE = 2;
const FIXING = 5;

test('a block copied from a Spanish spreadsheet is pasted, a bad date fixed, filled down, undone and redone', async ({
  page,
}) => {
  const grid = new GridHarnessPage(page, harness.url);
  await grid.goto('rows=2&lang=es');

  // Three rows by five columns as Excel in Spanish copies them: CRLF, a quoted cell, a final newline;
  // the last row's date is not a date.
  const block = [
    ['USDCOP', 'Long', '1.500.000,50', '4.100,25', '15/03/2027'],
    ['EURUSD', 'short', '250.000', '1,0825', '2027-04-01'],
    ['USDMXN', 'OFFSET LONG', '1.000', '17,5', 'mañana'],
  ];
  const text =
    'USDCOP\tLong\t1.500.000,50\t4.100,25\t15/03/2027\r\n' +
    'EURUSD\tshort\t250.000\t1,0825\t2027-04-01\r\n' +
    'USDMXN\tOFFSET LONG\t"1.000"\t17,5\tmañana\r\n';
  await grid.focus(1, 1);
  await grid.paste(block, text);

  // Pasted from the second row, the block runs two rows past the last: the grid adds them.
  await expect(grid.summary()).toHaveText('Filas: 4 · Cambios sin guardar: 3');
  await grid.expectRow(1, ['A2', 'USDCOP', 'LONG', '1.500.000,50', '4.100,2500', '15/03/2027']);
  await grid.expectRow(2, ['', 'EURUSD', 'SHORT', '250.000,00', '1,0825', '1/04/2027']);
  await grid.expectRow(3, ['', 'USDMXN', 'OFFSET LONG', '1.000,00', '17,5000', 'mañana']);

  // The date that did not read stays as typed, marked, told on focus and listed under the grid.
  const bad = grid.cell(3, FIXING);
  await expect(bad).toHaveAttribute('aria-invalid', 'true');
  await expect(bad).toHaveAttribute('title', /No es una fecha/);
  await expect(grid.problems()).toContainText('Celdas por revisar: 1');
  await expect(grid.problems()).toContainText('Fila 4, Fixing date: No es una fecha');
  await grid.focus(3, FIXING);
  await expect(page.getByTestId('grid-focused-problem')).toContainText(
    'Fila 4, Fixing date: No es una fecha',
  );
  await expectAccessible(page);

  await grid.type(3, FIXING, '31/05/2027');
  await expect(bad).toHaveText('31/05/2027');
  await expect(bad).not.toHaveAttribute('aria-invalid', 'true');
  await expect(grid.problems()).toHaveCount(0);

  // Fill down the notional of the three pasted rows, undo it and redo it (both redo keys).
  await grid.selectRange([1, NOTIONAL], [3, NOTIONAL]);
  await page.keyboard.press('Control+D');
  const notionals = () => [1, 2, 3].map((row) => grid.cell(row, NOTIONAL));
  for (const cell of notionals()) await expect(cell).toHaveText('1.500.000,50');
  await page.keyboard.press('Control+Z');
  await expect(grid.cell(2, NOTIONAL)).toHaveText('250.000,00');
  await expect(grid.cell(3, NOTIONAL)).toHaveText('1.000,00');
  await page.keyboard.press('Control+Y');
  for (const cell of notionals()) await expect(cell).toHaveText('1.500.000,50');
  await page.keyboard.press('Control+Z');
  await expect(grid.cell(3, NOTIONAL)).toHaveText('1.000,00');
  await page.keyboard.press('Control+Shift+Z');
  await expect(grid.cell(3, NOTIONAL)).toHaveText('1.500.000,50');

  // Undo goes on back through the fixed date to the paste, and redo brings them again.
  await page.keyboard.press('Control+Z');
  await page.keyboard.press('Control+Z');
  await expect(bad).toHaveText('mañana');
  await page.keyboard.press('Control+Z');
  await expect(grid.summary()).toHaveText('Filas: 2');
  await grid.expectRow(1, ['A2', 'USDMXN', 'SHORT', '819.000,00']);
  await page.getByRole('button', { name: 'Rehacer' }).click();
  await expect(grid.summary()).toHaveText('Filas: 4 · Cambios sin guardar: 3');
  await expect(bad).toHaveText('mañana');
});

test('a block is copied in the language’s notation, cells picked and dragged, rows deleted, and leaving asks first', async ({
  page,
}) => {
  const grid = new GridHarnessPage(page, harness.url);
  await grid.goto('rows=3&lang=en&problem=1');

  // A problem given by the caller (a server's answer) is marked like the grid's own.
  await expect(grid.cell(1, 1)).toHaveAttribute('title', 'The pair is not one of the portfolio');
  await expect(grid.problems()).toContainText('Row 2, Pair: The pair is not one of the portfolio');
  await expect(page.getByRole('columnheader', { name: 'Notional' })).toHaveAttribute('title', 'Must be > 0');

  await grid.selectRange([0, 1], [1, NOTIONAL]);
  await page.keyboard.press('Control+C');
  await expect.poll(() => grid.clipboardText()).toBe('USDCOP\tLONG\t100000\r\nUSDMXN\tSHORT\t819000\r\n');

  await grid.focus(0, SIDE);
  await page.keyboard.press('Enter');
  await page.getByRole('combobox', { name: 'Long|Short' }).selectOption('OFFSET SHORT');
  await expect(grid.cell(0, SIDE)).toHaveText('OFFSET SHORT');

  // A day from the date picker, and the notional dragged down by the selection's corner handle.
  await grid.focus(1, FIXING);
  await page.keyboard.press('Enter');
  await page.getByLabel('Choose a date').fill('2027-12-24');
  await expect(grid.cell(1, FIXING)).toHaveText('Dec 24, 2027');
  await grid.focus(0, NOTIONAL);
  await grid.dragFillHandleTo(1, NOTIONAL);
  await expect(grid.cell(1, NOTIONAL)).toHaveText('100,000.00');

  await grid.focus(2, 1);
  await page.getByRole('button', { name: 'Delete selected rows' }).click();
  await expect(grid.summary()).toHaveText('Rows: 2 · Unsaved changes: 3');
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Leave the grid' }).click();
  const question = page.getByRole('dialog', { name: 'Unsaved changes' });
  await expect(question).toBeVisible();
  await expectAccessible(page);
  await question.getByRole('button', { name: 'Stay and keep editing' }).click();
  await expect(question).toBeHidden();
  await expect(grid.cell(0, SIDE)).toHaveText('OFFSET SHORT');

  await page.getByRole('link', { name: 'Leave the grid' }).click();
  await question.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page.getByRole('heading', { name: 'Another page' })).toBeVisible();
  await expectAccessible(page);
});
