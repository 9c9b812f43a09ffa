import type { Page } from '@playwright/test';
import { BookPage } from '../pages/book-page.ts';
import { api, apiSignIn, openSignedIn, portfolioNamed } from '../support/api.ts';
import { expect, expectAccessible, test } from '../support/axe.ts';

/** A shown amount ('USD 1,234.50' in English, 'USD 1.234,50' in Spanish) as a number. */
const amountOf = (text: string, lang: 'en' | 'es') => {
  const figures = text.replace(/^[A-Z]{3}\s*/, '').trim();
  return Number(lang === 'en' ? figures.replace(/,/g, '') : figures.replace(/\./g, '').replace(',', '.'));
};
const usd = (value: number) =>
  `USD ${new Intl.NumberFormat('en', { minimumFractionDigits: 2 }).format(value)}`;

/** Imports Colombia's USDCOP: payables paid in the last nine months, and the coming ones. */
async function openRelations(page: Page, lang: 'en' | 'es') {
  await openSignedIn(page, 'treasury', '/data?view=relations&asset=USDCOP', lang);
  await expect(page.getByTestId('data-sheet-relations')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('relations-sheet')).toBeVisible();
}

const exposureRows = (page: Page, table: 'open' | 'past') =>
  page.getByTestId(`relations-${table}`).locator('[data-testid^="relations-exposure-"]');
const pkOf = async (row: ReturnType<typeof exposureRows>) =>
  (await row.getAttribute('data-testid'))?.replace('relations-exposure-', '') ?? '';

test('the treasury user sees past exposures apart, is stopped at an over-cover as it is typed, and links a hedge that can cover an open exposure', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openRelations(page, 'en');
  await expect(exposureRows(page, 'open').first()).toBeVisible();
  await expectAccessible(page);

  // The realized payables are apart, and none is an uncovered gap.
  await expect(page.getByTestId('relations-past')).toHaveCount(0);
  await page.getByTestId('relations-past-toggle').click();
  await expect(exposureRows(page, 'past').first()).toBeVisible();
  await expect(page.getByTestId('relations-past').getByTestId('relations-uncovered')).toHaveCount(0);
  const pastPks = await Promise.all((await exposureRows(page, 'past').all()).map(pkOf));
  const openPks = await Promise.all((await exposureRows(page, 'open').all()).map(pkOf));
  expect(pastPks.filter((pk) => openPks.includes(pk))).toEqual([]);

  // The first open exposure has one demo hedge: typing more than the exposure marks the row at once,
  // with what is over in its currency, and the save waits.
  const covered = exposureRows(page, 'open').first();
  const coveredPk = await pkOf(covered);
  const amount = amountOf(await covered.getByTestId('relations-amount').innerText(), 'en');
  await page.getByTestId(`relations-toggle-${coveredPk}`).click();
  const link = page.getByTestId(`relations-links-${coveredPk}`).locator('input').first();
  await link.fill(String(amount + 500_000));
  await expect(covered).toHaveAttribute('data-over', 'true');
  await expect(page.getByTestId(`relations-over-${coveredPk}`)).toContainText(
    `Covered ${usd(500_000)} beyond its amount`,
  );
  await expect(covered.getByTestId('relations-uncovered')).toHaveText(usd(-500_000));
  await expect(page.getByTestId('relations-fix-first')).toBeVisible();
  await expect(page.getByTestId('relations-save')).toBeDisabled();
  await expectAccessible(page);
  await page.getByTestId('relations-discard').click();
  await expect(covered).toHaveAttribute('data-over', 'false');
  await page.getByTestId(`relations-toggle-${coveredPk}`).click();

  // An open exposure nothing covers yet is offered the hedges that can cover it.
  const pk = await pkOf(
    exposureRows(page, 'open')
      .filter({ has: page.getByTestId('relations-covered').getByText(usd(0), { exact: true }) })
      .first(),
  );
  const row = page.getByTestId(`relations-exposure-${pk}`);
  await page.getByTestId(`relations-toggle-${pk}`).click();
  const links = page.getByTestId(`relations-links-${pk}`);
  await links.getByTestId('relations-add-hedge').click();
  await page.getByRole('option').first().click();
  const added = links.getByTestId('relations-add-amount');
  await expect(added).not.toHaveValue('');
  await added.fill('1000');
  await links.getByTestId('relations-add').click();
  await expect(row.getByTestId('relations-covered')).toHaveText(usd(1000));

  await page.getByTestId('relations-save').click();
  await expect(page.getByTestId('save-finished')).toHaveText('The relations were saved.');
  await page.getByTestId('save-accept').click();
  await page.reload();
  await expect(page.getByTestId('relations-sheet')).toBeVisible();
  await expect(row.getByTestId('relations-covered')).toHaveText(usd(1000));
});

test('the Relations sheet and a row history read in Spanish, with amounts, dates and types as the grid writes them', async ({
  page,
}) => {
  // A forecast payable of 425,000 changed to an undated payment of 111,000, through the book's save.
  const { access } = await apiSignIn('treasury');
  const colombia = await portfolioNamed(access, 'Imports Colombia');
  const rows = (await api(`/api/currency-exposure?portfolios=${colombia.portfolioId}`, { token: access }))
    .json as Record<string, unknown>[];
  const forecast = rows.find(
    (r) =>
      r.fk_idcurrency === 'USDCOP' &&
      r.fk_idexposureoption === 'FORECAST/CASH FLOW PAYMENT' &&
      r.notional === 425_000,
  );
  const user = (await api('/api/user', { token: access })).json as { pk_idusers: number };
  const saved = await api('/api/update_create_exposurecurrency', {
    token: access,
    method: 'POST',
    body: {
      format: 'json',
      selected_company: colombia.companyId,
      user_id: user.pk_idusers,
      currency_exposure: [
        { ...forecast, edited: true, fk_idexposureoption: 'UNDATED PAYMENT', notional: 111_000 },
      ],
    },
  });
  expect(saved.status).toBe(200);

  await openRelations(page, 'es');
  await expect(page.getByTestId('data-sheet-relations')).toHaveText('Relaciones');
  await expect(page.getByRole('columnheader', { name: 'Sin cubrir' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Exposiciones pasadas/ })).toBeVisible();
  const first = exposureRows(page, 'open').first();
  // Amounts in Spanish notation, with their currency.
  await expect(first.getByTestId('relations-covered')).toHaveText(/^USD [\d.]+,\d\d$/);
  await first.getByRole('button').click();
  await expect(page.getByText('Añadir una cobertura').first()).toBeVisible();
  await expectAccessible(page);

  // The row's history in the grid's words: labels, not codes; the currency beside each amount.
  await page.getByTestId('data-sheet-exposures').click();
  const book = new BookPage(page);
  await book.expectOpen('currency_exposure');
  const code = page
    .locator('revogr-data[type="rgRow"] [data-rgrow]')
    .filter({ hasText: new RegExp(`^${String(forecast?.pk)}$`) });
  await code.first().click();
  await book.button('book-history').click();
  const history = page.getByTestId('row-history');
  await expect(history).toContainText('Pago previsto → Pago sin fecha');
  await expect(history).toContainText('USD 425.000,00 → USD 111.000,00');
  await expect(history).not.toContainText('version');
  await expectAccessible(page);
});
