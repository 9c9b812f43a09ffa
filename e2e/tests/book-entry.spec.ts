import type { Page } from '@playwright/test';
import { BookPage } from '../pages/book-page.ts';
import { openSignedIn } from '../support/api.ts';
import { expect, expectAccessible, test } from '../support/axe.ts';

/** A column of the sheet by its header, as the grid counts them (the pinned code first). */
async function columnOf(page: Page, header: string): Promise<number> {
  const at = (await page.evaluate(
    `[...document.querySelector('revo-grid').columns].findIndex((column) => column.name === ${JSON.stringify(header)})`,
  )) as number;
  expect(at, `the column "${header}"`).toBeGreaterThanOrEqual(0);
  return at;
}

/** Opens the hedges sheet signed in as the treasury user, in a language. */
async function openHedges(page: Page, lang: 'en' | 'es'): Promise<BookPage> {
  await openSignedIn(page, 'treasury', '/data?view=hedges', lang);
  const book = new BookPage(page);
  await book.expectOpen('currency_hedge');
  return book;
}

test('dates typed in figures follow the language, and cells that do not read are marked, counted and never sent', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A Colombian treasurer in Spanish means 1 February.
  const spanish = await openHedges(page, 'es');
  const fixingEs = await columnOf(page, 'Fecha de fijación');
  await spanish.scrollTo(0, fixingEs);
  await spanish.grid.type(0, fixingEs, '01/02/2028');
  await expect(spanish.grid.cell(0, fixingEs)).toHaveText(/^1(\/02\/| feb\.? )2028$/);
  await expect(spanish.grid.cell(0, fixingEs)).not.toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  // In English, written both ways around the world, the same text is marked with both readings;
  // a date only one order can read is read.
  const englishPage = await page.context().newPage();
  const saves: string[] = [];
  englishPage.on('request', (request) => {
    if (request.url().includes('/api/update_create_hedgecurrency')) saves.push(request.url());
  });
  const book = await openHedges(englishPage, 'en');
  const notional = await columnOf(englishPage, 'Notional');
  const fixing = await columnOf(englishPage, 'Fixing date');
  const problems = book.grid.problems();
  const notice = englishPage.getByTestId('book-fix-first');

  // Spanish notation in the English grid: marked on its cell, and the save sends nothing.
  await book.scrollTo(0, notional);
  await book.grid.type(0, notional, '1.000.000,50');
  await expect(book.grid.cell(0, notional)).toHaveAttribute('aria-invalid', 'true');
  await expect(book.grid.cell(0, notional)).toHaveAttribute('title', /^Not a number/);
  await book.button('book-save').click();
  await expect(problems).toContainText('Cells to check: 1');
  await expect(notice).toHaveText(
    'Fix the marked cell before saving: it says what it expects. Nothing was sent.',
  );

  await book.scrollTo(0, fixing);
  await book.grid.type(0, fixing, '01/02/2028');
  const ambiguous = book.grid.cell(0, fixing);
  await expect(ambiguous).toHaveText('01/02/2028');
  await expect(ambiguous).toHaveAttribute('aria-invalid', 'true');
  await expect(ambiguous).toHaveAttribute(
    'title',
    /^Ambiguous date: February 1, 2028 read day first, January 2, 2028 read month first\. Type it as yyyy-mm-dd/,
  );
  await book.button('book-save').click();
  // The notice counts the cells the list names.
  await expect(problems).toContainText('Cells to check: 2');
  await expect(problems.getByRole('listitem')).toHaveCount(2);
  await expect(notice).toHaveText(
    'Fix the 2 marked cells before saving: each says what it expects. Nothing was sent.',
  );
  await expectAccessible(englishPage);

  await book.grid.type(0, fixing, '31/12/2027');
  await expect(book.grid.cell(0, fixing)).toHaveText('Dec 31, 2027');
  await expect(book.grid.cell(0, fixing)).not.toHaveAttribute('aria-invalid', 'true');
  expect(saves).toEqual([]);
  await englishPage.close();
});
