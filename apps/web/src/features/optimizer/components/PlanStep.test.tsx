import {
  type Company,
  type OpenExposureReply,
  pairUnits,
  type UserPreferences,
  ZUserPreferences,
} from '@cobertura/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMPANY_A, companyPortfolio } from '../../../test/companyFixtures.ts';
import { fakeUser } from '../../../test/fakeUser.ts';
import { strategyFixture } from '../../../test/optimizerFixtures.ts';
import { fakeJwt, jsonResponse, renderApp } from '../../../test/renderApp.tsx';
import { OptimizerPage } from './OptimizerPage.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const COMPANIES: Company[] = [
  COMPANY_A,
  {
    pk_idcompany: 2,
    company_name: 'Demo Company B',
    portfolios: [companyPortfolio(20, 'Exports Colombia', ['USDCOP'])],
  },
];
const FORWARD = strategyFixture(1, 'FORWARD', 0, [['FORWARD', 'LONG']]);
// An exporter's receivables: December 300,000 left open, January covered, February all open.
const BOOK: OpenExposureReply = {
  portfolio_id: 20,
  asset: 'USDCOP',
  ...pairUnits('USDCOP'),
  side: 'seller',
  budget_rate: 4150.5,
  valuation_date: '2026-11-27',
  months: [
    { date: '2026-12-30', exposure: 500_000, hedge: 200_000, open: 300_000 },
    { date: '2027-01-29', exposure: 100_000, hedge: 100_000, open: 0 },
    { date: '2027-02-26', exposure: 400_000, hedge: 0, open: 400_000 },
  ],
};

async function openOptimizer(
  saved: Partial<UserPreferences['optimizer_choices']> = {},
  company: number | null = null,
) {
  const calls = { book: [] as string[], priced: [] as unknown[], saved: [] as unknown[] };
  localStorage.setItem('token', fakeJwt());
  localStorage.setItem('refresh', 'r');
  const preferences = ZUserPreferences.parse({
    optimizer_choices: saved,
    analytics_choices: { selected_company: company },
  });
  await renderApp([{ path: '/optimizer', element: <OptimizerPage /> }], '/optimizer', (url, init) => {
    const { pathname, search } = new URL(url, 'http://localhost');
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (pathname === '/api/user') return jsonResponse(200, fakeUser());
    if (pathname === '/api/companies') return jsonResponse(200, COMPANIES);
    if (pathname === '/api/preferences') return jsonResponse(200, preferences);
    if (pathname === '/api/strategies') return jsonResponse(200, [FORWARD]);
    if (pathname === '/api/optimizer/open_exposure') {
      calls.book.push(search);
      return jsonResponse(200, {
        ...BOOK,
        portfolio_id: Number(new URLSearchParams(search).get('portfolio_id')),
      });
    }
    if (pathname === '/api/save_custom_overview') {
      calls.saved.push(body);
      return jsonResponse(200, preferences);
    }
    if (pathname === '/api/optimizer/price') {
      calls.priced.push(body);
      return jsonResponse(400, { error: { code: 'VALIDATION_FAILED', message: 'Not priced here.' } });
    }
    return undefined;
  });
  return calls;
}

describe('Optimizer step 1 from the book', () => {
  it("opens on the user's portfolio holding the asset, with its months, side and budget rate", async () => {
    const calls = await openOptimizer();
    const portfolio = (await screen.findByTestId('optimizer-portfolio')) as HTMLInputElement;
    // The user's first company holding the pair: nothing chosen yet, nothing typed.
    await waitFor(() => expect(portfolio.value).toBe('Imports Colombia'));
    const schedule = await screen.findByTestId('optimizer-book-schedule');
    await waitFor(() => expect(within(schedule).getAllByRole('row')).toHaveLength(4));
    expect(calls.book[0]).toBe('?portfolio_id=10&asset=USDCOP');
    expect(schedule.textContent).toContain('2 settlements left open, 700,000 in all');
    expect(screen.queryByTestId('optimizer-count')).toBeNull();
    // The book says it is an exporter's, and its budget rate is the one in force, in the pair's decimals.
    await waitFor(() =>
      expect((screen.getByRole('radio', { name: 'Selling (an exporter)' }) as HTMLInputElement).checked).toBe(
        true,
      ),
    );
    const budgetRate =
      "The portfolio's budget rate, 4,150.50 COP per USD: type another to compare against it instead.";
    expect(screen.getByText(budgetRate)).toBeTruthy();
    // A rate typed over it is said to be typed; the portfolio's own is not.
    fireEvent.change(screen.getByTestId('optimizer-budget'), { target: { value: '4200' } });
    expect(
      screen.getByText(
        "A typed budget, not the portfolio's (4,150.50 COP per USD): clear it to use the portfolio's.",
      ),
    ).toBeTruthy();
    fireEvent.change(screen.getByTestId('optimizer-budget'), { target: { value: '4150,5' } });
    expect(screen.getByText(budgetRate)).toBeTruthy();

    // Another portfolio is read instead, and kept.
    fireEvent.click(portfolio);
    expect(screen.queryByRole('option', { name: 'Fuel purchases', hidden: true })).toBeNull();
    fireEvent.click(await screen.findByRole('option', { name: 'Exports Colombia', hidden: true }));
    await waitFor(() => expect(calls.book.at(-1)).toBe('?portfolio_id=20&asset=USDCOP'));
    fireEvent.click(screen.getByTestId('optimizer-next'));
    fireEvent.click(screen.getByTestId('optimizer-next'));
    fireEvent.click(await screen.findByTestId('optimizer-calculate'));
    await waitFor(() => expect(calls.priced).toHaveLength(1));
    expect(calls.priced[0]).toMatchObject({
      asset: 'USDCOP',
      side: 'seller',
      settlements: [
        { date: '2026-12-30', amount: 300_000 },
        { date: '2027-02-26', amount: 400_000 },
      ],
    });
    await waitFor(() =>
      expect(calls.saved.at(-1)).toEqual({
        optimizer_choices: expect.objectContaining({ asset: 'USDCOP', portfolio: 20, typed_schedule: false }),
      }),
    );
  });

  it('opens on the saved portfolio and risk profile, or on the company the user works in', async () => {
    const calls = await openOptimizer({ asset: 'USDCOP', buy_sell: 1, portfolio: 20, select: 1 });
    const portfolio = (await screen.findByTestId('optimizer-portfolio')) as HTMLInputElement;
    await waitFor(() => expect(portfolio.value).toBe('Exports Colombia'));
    await waitFor(() => expect(calls.book).toEqual(['?portfolio_id=20&asset=USDCOP']));
    fireEvent.click(screen.getByTestId('optimizer-next'));
    expect((screen.getByRole('radio', { name: 'Conservative' }) as HTMLInputElement).checked).toBe(true);
    cleanup();

    await openOptimizer({}, 2);
    const chosen = (await screen.findByTestId('optimizer-portfolio')) as HTMLInputElement;
    await waitFor(() => expect(chosen.value).toBe('Exports Colombia'));
  });

  it('keeps a typed schedule once the user chose it, for every asset and the next visit', async () => {
    const calls = await openOptimizer();
    await screen.findByTestId('optimizer-book-schedule');
    fireEvent.click(screen.getByRole('button', { name: 'Type a schedule instead' }));
    expect(await screen.findByTestId('optimizer-count')).toBeTruthy();
    expect((screen.getByTestId('optimizer-portfolio') as HTMLInputElement).value).toBe('');
    expect(screen.getByText('The rate you plan with; the forward when left blank.')).toBeTruthy();
    await waitFor(() =>
      expect(calls.saved.at(-1)).toEqual({
        optimizer_choices: expect.objectContaining({ portfolio: null, typed_schedule: true }),
      }),
    );
    cleanup();

    await openOptimizer({ asset: 'EURUSD', typed_schedule: true });
    expect(await screen.findByTestId('optimizer-count')).toBeTruthy();
    expect((screen.getByTestId('optimizer-portfolio') as HTMLInputElement).value).toBe('');
  });
});
