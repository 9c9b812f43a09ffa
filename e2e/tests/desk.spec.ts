import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { BookPage } from '../pages/book-page.ts';
import { DeskPage } from '../pages/desk-page.ts';
import { HedgePage } from '../pages/hedge-page.ts';
import { api, apiSignIn, openSignedIn, waitForMail } from '../support/api.ts';
import { expect, expectAccessible, test } from '../support/axe.ts';

/**
 * The desk's loop (issue 26) across four people's browsers: the treasurer asks from the plan, the
 * trader gets two bank quotes, a supervisor approves the breach of the client's request limit
 * (Company A's: USD 5,000,000), the trader executes, and the treasurer finds the trade in My Data,
 * the new coverage in Analytics and the confirmation in the mail. The trader works in Spanish.
 */
const PORTFOLIO = 'Imports Colombia';
const PAIR = 'USDCOP';
/** Above Company A's request limit, and above what the program still requires of a month. */
const AMOUNT = 6_000_000;

test('a request beyond the limit goes from the plan through two quotes and four eyes to a booked, confirmed trade', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const hedge = new HedgePage(page);
  let date = '';
  let coverageBefore = 0;

  await test.step('the treasurer picks a period of the plan and reads its coverage in Analytics', async () => {
    await openSignedIn(page, 'treasury', '/hedge');
    await hedge.expectOpen();
    const period = hedge.requestablePeriods(hedge.planGroup(PORTFOLIO, PAIR)).first();
    date = (await period.getAttribute('data-date')) ?? '';
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Hovered, the period shows its execution summary; selected, the summary stays below the table.
    await period.locator('td').first().hover();
    await expect(hedge.field('hedge-summary-tooltip').getByTestId('hedge-summary-required')).toBeVisible();
    await period.locator('td').first().click();
    await expect(period).toHaveAttribute('aria-selected', 'true');
    await expect(hedge.field('hedge-summary-panel').getByTestId('hedge-summary-required')).toContainText(
      'USD',
    );
    await expectAccessible(page);
    coverageBefore = await analyticsCoverage(page, date);
  });

  let reference = '';
  await test.step('the treasurer asks beyond the program, is asked why, and sends it', async () => {
    await page.goto('/hedge');
    const period = hedge.period(hedge.planGroup(PORTFOLIO, PAIR), date);
    await period.getByTestId('hedge-plan-request').click();
    const form = hedge.field('hedge-form');
    await expect(form.getByTestId('hedge-form-origin')).toHaveText('From the plan');
    const amount = form.getByTestId('hedge-form-amount-0');
    await expect(amount).not.toHaveValue('');
    await amount.fill(String(AMOUNT));
    await form.getByTestId('hedge-form-submit').click();
    // 400 JUSTIFICATION_REQUIRED: the justification opens with the server's words; nothing typed is lost.
    const justification = form.getByTestId('hedge-form-justification');
    await expect(justification).toBeFocused();
    await expect(justification).toHaveAttribute('aria-invalid', 'true');
    await expect(
      form.getByText(/USD 6,000,000 asked is more than .* say why in a justification/),
    ).toBeVisible();
    await expect(amount).toHaveValue(/^6,?000,?000(\.0+)?$/);
    await expectAccessible(page);
    await justification.fill('A supplier prepayment agreed for this month: the whole order is hedged now.');
    await form.getByTestId('hedge-form-submit').click();
    const detail = hedge.field('hedge-detail');
    await expect(detail).toHaveAttribute('data-state', 'submitted');
    reference = await detail.getByTestId('hedge-detail-reference').innerText();
    expect(reference).toMatch(/^R-\d+$/);
    await hedge.closeRequest();
    await expect(hedge.request(reference).getByTestId('hedge-request-state')).toHaveText('Submitted');
    await expect(hedge.field('hedge-live')).toHaveAttribute('data-state', 'live');
  });

  const desk = await signedInPage(browser, 'desk', '/trader', 'es');
  const trader = new DeskPage(desk);
  await test.step('the trader asks the banks, in Spanish: two simulated quotes, the best marked', async () => {
    await expect(trader.field('desk-live')).toHaveAttribute('data-state', 'live');
    const ticket = await trader.openTicket(reference);
    await ticket.getByTestId('ask-quotes').click();
    const quotes = ticket.getByTestId('quote-row');
    await expect(quotes).toHaveCount(2);
    await expect(ticket.getByTestId('quote-best')).toHaveCount(1);
    await expect(ticket.getByTestId('quote-best')).toHaveText('Mejor');
    for (const quote of await quotes.all()) {
      await expect(quote.getByTestId('simulated-label')).toHaveText('simulado');
      await expect(quote.getByTestId('quote-margin')).toHaveText(/^-?[\d.]+(,\d)?\u00a0bps$/);
      await expect(quote).toContainText(/Banco Andino|Norte Capital Bank/);
    }
    await expectAccessible(desk);
  });

  await test.step('executing on the best quote waits for a supervisor: the client limit is breached', async () => {
    const best = desk.locator('[data-testid="quote-row"][data-best="true"]');
    const dialog = await trader.execute(best, reference);
    await expect(dialog.getByTestId('execute-awaiting')).toBeVisible();
    await expect(dialog.getByTestId('breaches').locator('[data-kind="client_limit"]')).toContainText(
      'Límite del cliente',
    );
    await dialog.getByTestId('execute-close').click();
    await expect(trader.field('pending-approval')).toBeVisible();
  });

  await test.step("the treasurer's open list shows it waiting for approval, without a reload", async () => {
    await expect(hedge.request(reference).getByTestId('hedge-request-state')).toHaveText('Awaiting approval');
  });

  await test.step('the supervisor approves the breach with a comment', async () => {
    const supervisorPage = await signedInPage(browser, 'supervisor', '/supervisor');
    const supervisor = new DeskPage(supervisorPage);
    await supervisor.field('tab-approvals').click();
    const card = supervisor.approval(reference);
    await expect(card.getByTestId('breach').and(card.locator('[data-kind="client_limit"]'))).toContainText(
      `over USD 5,000,000`,
    );
    await expect(card.getByTestId('approval-asked-by')).toHaveText('Asked by Diana Desk');
    await expectAccessible(supervisorPage);
    await card.getByTestId('approval-comment').fill('A one-off prepayment: approved.');
    await card.getByTestId('approve').click();
    await expect(card).toHaveCount(0);
    await supervisorPage.context().close();
  });

  let tradeId = '';
  await test.step('the trader executes the approved quote: the trade is booked', async () => {
    await expect(trader.field('approved-quote')).toBeVisible();
    const approved = desk.locator('[data-testid="quote-row"][data-status="approved"]');
    const dialog = await trader.execute(approved, reference);
    await expect(dialog.getByTestId('execute-done')).toHaveText('Ejecutada y registrada.');
    tradeId = await dialog.getByTestId('trade-id').innerText();
    expect(tradeId).not.toBe('');
    await dialog.getByTestId('execute-close').click();
    await expect(trader.field('request-ticket')).toHaveAttribute('data-state', 'executed');
    await expectAccessible(desk);
    await desk.context().close();
  });

  await test.step('the treasurer sees it executed, its life, and downloads the confirmation', async () => {
    await expect(hedge.request(reference).getByTestId('hedge-request-state')).toHaveText('Executed');
    const detail = await hedge.openRequest(reference);
    const events = detail.getByTestId('hedge-timeline-event');
    const step = (action: string) => events.and(detail.locator(`[data-action="${action}"]`));
    await expect(step('submitted')).toContainText('Tomás Tesorero');
    await expect(step('quote_requested')).toContainText('Diana Desk');
    await expect(step('approval_asked')).toContainText('Diana Desk');
    await expect(step('approved')).toContainText('Sergio Supervisor');
    await expect(step('executed')).toContainText('Diana Desk');
    const confirmation = detail.getByTestId('hedge-confirmation').filter({ hasText: tradeId });
    const download = page.waitForEvent('download');
    await confirmation.getByTestId('hedge-confirmation-en').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    expect(
      readFileSync((await file.path()) ?? '')
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    await expectAccessible(page);
  });

  await test.step("My Data's hedges hold the trade with its bank", async () => {
    await page.goto('/data?view=hedges');
    const book = new BookPage(page);
    await book.expectOpen('currency_hedge');
    await expect(page.getByTestId('data-portfolio')).toHaveValue(PORTFOLIO);
    await expect(page.getByTestId('data-underlying')).toHaveValue(PAIR);
    const tradeColumn = await columnOf(page, 'trade_id');
    const bankColumn = await columnOf(page, 'counterparty');
    await book.scrollTo((await book.rowCount()) - 1, tradeColumn);
    const traded = book.cellsWithText(tradeColumn, tradeId);
    await expect(traded.first()).toBeVisible();
    const row = Number(await traded.first().getAttribute('data-rgrow'));
    await book.scrollTo(row, bankColumn);
    await expect(book.grid.cell(row, bankColumn)).toHaveText(/^(Banco Andino|Norte Capital Bank)$/);
    await expectAccessible(page);
  });

  await test.step("Analytics shows the period's coverage risen", async () => {
    expect(await analyticsCoverage(page, date)).toBeGreaterThan(coverageBefore);
  });

  await test.step('the confirmation went by mail to the treasurer', async () => {
    // The subject is encoded (it has accents): the body names the trade.
    const mail = await waitForMail('treasury@demo.example', new RegExp(`trade ${tradeId}, booked`));
    expect(mail).toContain(`The desk executed ${reference}`);
    expect(mail).toMatch(/\/confirmation\.pdf\?lang=en/);
  });
});

test("a request the treasurer cancels leaves the trader's open blotter at once", async ({
  page,
  browser,
}) => {
  const reference = await submitSmallRequest();
  const desk = await signedInPage(browser, 'desk', '/trader');
  const trader = new DeskPage(desk);
  await expect(trader.field('desk-live')).toHaveAttribute('data-state', 'live');
  await expect(trader.blotterRow(reference)).toBeVisible();

  await openSignedIn(page, 'treasury', '/hedge');
  const hedge = new HedgePage(page);
  await hedge.showRequests();
  const detail = await hedge.openRequest(reference);
  await detail.getByTestId('hedge-cancel').click();
  await page.getByTestId('hedge-cancel-reason').fill('The supplier moved the order.');
  await page.getByTestId('hedge-cancel-confirm').click();
  await expect(detail).toHaveAttribute('data-state', 'cancelled');
  await expectAccessible(page);

  await expect(trader.blotterRow(reference)).toHaveCount(0);
  await desk.context().close();
});

/** A page of its own browser (its own session), signed in as a demo user. */
async function signedInPage(
  browser: Browser,
  username: string,
  path: string,
  lang: 'en' | 'es' = 'en',
): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openSignedIn(page, username, path, lang);
  return page;
}

/**
 * The hedge % Analytics shows for Imports Colombia's USDCOP in the period starting on `date` (its
 * row's date opens that period's plan).
 */
async function analyticsCoverage(page: Page, date: string): Promise<number> {
  await page.goto('/analytics');
  await expect(page.getByTestId('analytics-controls')).toContainText(PORTFOLIO);
  await expect(page.getByTestId('analytics-underlying')).toHaveValue(PAIR);
  await page.getByTestId('section-table').click();
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const shown = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(
    new Date(year, month - 1, day),
  );
  const row = page
    .getByTestId('period-table')
    .locator('tbody tr')
    .filter({ has: page.getByRole('button', { name: `Open the plan of ${shown}`, exact: true }) });
  const cell = row.locator('[data-column="hedge_percent"]');
  await expect(cell).toHaveText(/\d/);
  await expectAccessible(page);
  return Number((await cell.innerText()).replace(/[^\d.-]/g, ''));
}

/** The grid's column (0-based, as its cells number them) of a field, as the grid lists its columns. */
async function columnOf(page: Page, field: string): Promise<number> {
  // RevoGrid's columns are read in the page, where the element's type is not known to this file.
  const index = (await page.evaluate(
    `Array.from(document.querySelector('revo-grid').columns).findIndex((c) => c.prop === '${field}')`,
  )) as number;
  expect(index, `the grid's column ${field}`).toBeGreaterThanOrEqual(0);
  return index;
}

/**
 * Set-up, not the thing tested: Company A's treasurer sends a small forward on USDCOP to the desk,
 * a month and a half on. Answers its reference.
 */
async function submitSmallRequest(): Promise<string> {
  const { access: token } = await apiSignIn('treasury');
  const plan = await api('/api/hedge_plan?window=MONTH', { token });
  const group = (
    plan.json as { groups: { portfolio_name: string; asset: string; portfolio_id: number }[] }
  ).groups.find((g) => g.portfolio_name === PORTFOLIO && g.asset === PAIR);
  const strategies = await api('/api/strategies?format=json&asset=currency', { token });
  const forward = (strategies.json as { pk_idstrategy: number; name: string }[]).find(
    (s) => s.name === 'FORWARD',
  );
  expect(group && forward).toBeTruthy();
  const valueDate = new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10);
  const created = await api('/api/hedge_requests', {
    token,
    method: 'POST',
    body: {
      portfolio_id: group?.portfolio_id,
      asset: PAIR,
      side: 'buyer',
      settlements: [{ date: valueDate, amount: 100_000 }],
      strategy: { pk_idstrategy: forward?.pk_idstrategy, strikes: [null] },
      window: 'WEEK',
      validity: 'gtc',
      justification: 'A set-up request of the browser tests.',
      submit: true,
    },
  });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  return (created.json as { reference: string }).reference;
}
