import type { Page } from '@playwright/test';
import { openSignedIn } from '../support/api.ts';
import { expect, expectAccessible, test } from '../support/axe.ts';

/** A shown amount ('1,234.50' in English, '1.234,50' in Spanish) as a number. */
const amountOf = (text: string, lang: 'en' | 'es') =>
  Number((lang === 'en' ? text.replace(/,/g, '') : text.replace(/\./g, '').replace(',', '.')).trim());

async function openRelations(page: Page, lang: 'en' | 'es') {
  await openSignedIn(page, 'treasury', '/data?view=relations', lang);
  await expect(page.getByTestId('data-sheet-relations')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('relations-sheet')).toBeVisible();
}

test('the treasury user links a hedge to an exposure in part, saves it and finds it after a reload', async ({
  page,
}) => {
  await openRelations(page, 'en');
  await expect(page.getByTestId('relations-covered').first()).toBeVisible();
  await expectAccessible(page);

  // The last exposure is the furthest away: the demo links leave it uncovered.
  const row = page.locator('[data-testid^="relations-exposure-"]').last();
  const pk = (await row.getAttribute('data-testid'))?.replace('relations-exposure-', '') ?? '';
  const coveredBefore = amountOf(await row.getByTestId('relations-covered').innerText(), 'en');
  await page.getByTestId(`relations-toggle-${pk}`).click();
  const links = page.getByTestId(`relations-links-${pk}`);
  await links.getByTestId('relations-add-hedge').click();
  await page.getByRole('option').first().click();
  const amount = links.getByTestId('relations-add-amount');
  await expect(amount).not.toHaveValue('');
  await amount.fill('1000');
  await links.getByTestId('relations-add').click();
  await expect(row.getByTestId('relations-covered')).toHaveText(
    new Intl.NumberFormat('en', { minimumFractionDigits: 2 }).format(coveredBefore + 1000),
  );
  await expectAccessible(page);

  await page.getByTestId('relations-save').click();
  await expect(page.getByTestId('save-finished')).toHaveText('The relations were saved.');
  await page.getByTestId('save-accept').click();

  await page.reload();
  await expect(page.getByTestId('relations-sheet')).toBeVisible();
  await expect(page.getByTestId(`relations-exposure-${pk}`).getByTestId('relations-covered')).toHaveText(
    new Intl.NumberFormat('en', { minimumFractionDigits: 2 }).format(coveredBefore + 1000),
  );
});

test('the Relations sheet reads in Spanish', async ({ page }) => {
  await openRelations(page, 'es');
  await expect(page.getByTestId('data-sheet-relations')).toHaveText('Relaciones');
  await expect(page.getByRole('columnheader', { name: 'Sin cubrir' })).toBeVisible();
  const first = page.locator('[data-testid^="relations-exposure-"]').first();
  // Amounts in Spanish notation: a decimal comma.
  await expect(first.getByTestId('relations-covered')).toHaveText(/,\d\d$/);
  await first.getByRole('button').click();
  await expect(page.getByText('Añadir una cobertura').first()).toBeVisible();
  await expectAccessible(page);
});
