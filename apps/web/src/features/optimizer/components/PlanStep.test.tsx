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

async function openOptimizer(saved: Partial<UserPreferences['optimizer_choices']> = {}) {
  const calls = { book: [] as string[], priced: [] as unknown[], saved: [] as unknown[] };
  localStorage.setItem('token', fakeJwt());
  localStorage.setItem('refresh', 'r');
  const preferences = ZUserPreferences.parse({ optimizer_choices: saved });
  await renderApp([{ path: '/optimizer', element: <OptimizerPage /> }], '/optimizer', (url, init) => {
    const { pathname, search } = new URL(url, 'http://localhost');
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (pathname === '/api/user') return jsonResponse(200, fakeUser());
    if (pathname === '/api/companies') return jsonResponse(200, COMPANIES);
    if (pathname === '/api/preferences') return jsonResponse(200, preferences);
    if (pathname === '/api/strategies') return jsonResponse(200, [FORWARD]);
    if (pathname === '/api/optimizer/open_exposure') {
      calls.book.push(search);
      return jsonResponse(200, BOOK);
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
  it('hedges what a portfolio leaves open: its months, side and budget, and the choice is kept', async () => {
    const calls = await openOptimizer();
    expect(await screen.findByTestId('optimizer-count')).toBeTruthy();
    fireEvent.click(screen.getByTestId('optimizer-portfolio'));
    // Portfolios holding the pair, company by company; Fuel purchases holds none.
    expect(screen.queryByRole('option', { name: 'Fuel purchases', hidden: true })).toBeNull();
    fireEvent.click(await screen.findByRole('option', { name: 'Exports Colombia', hidden: true }));

    const schedule = await screen.findByTestId('optimizer-book-schedule');
    await waitFor(() => expect(within(schedule).getAllByRole('row')).toHaveLength(4));
    expect(calls.book[0]).toBe('?portfolio_id=20&asset=USDCOP');
    expect(schedule.textContent).toContain('2 settlements left open, 700,000 in all');
    // The typed schedule gives way to the book's; the book says it is an exporter's.
    expect(screen.queryByTestId('optimizer-count')).toBeNull();
    await waitFor(() =>
      expect((screen.getByRole('radio', { name: 'Selling (an exporter)' }) as HTMLInputElement).checked).toBe(
        true,
      ),
    );
    expect(screen.getByText("The portfolio's budget rate (4,150.50) when left blank.")).toBeTruthy();

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
        optimizer_choices: expect.objectContaining({ asset: 'USDCOP', buy_sell: 1, portfolio: 20 }),
      }),
    );
  });

  it('opens on the saved asset, side, portfolio and risk profile', async () => {
    const calls = await openOptimizer({ asset: 'USDCOP', buy_sell: 1, portfolio: 20, select: 1 });
    const portfolio = (await screen.findByTestId('optimizer-portfolio')) as HTMLInputElement;
    await waitFor(() => expect(portfolio.value).toBe('Exports Colombia'));
    expect((screen.getByRole('radio', { name: 'Selling (an exporter)' }) as HTMLInputElement).checked).toBe(
      true,
    );
    await waitFor(() => expect(calls.book).toEqual(['?portfolio_id=20&asset=USDCOP']));
    fireEvent.click(screen.getByTestId('optimizer-next'));
    expect((screen.getByRole('radio', { name: 'Conservative' }) as HTMLInputElement).checked).toBe(true);
  });

  it('types a schedule again when another asset is chosen', async () => {
    await openOptimizer({ portfolio: 20 });
    await screen.findByTestId('optimizer-book-schedule');
    fireEvent.click(screen.getByRole('button', { name: 'Type a schedule instead' }));
    expect(await screen.findByTestId('optimizer-count')).toBeTruthy();
    expect((screen.getByTestId('optimizer-portfolio') as HTMLInputElement).value).toBe('');
  });
});
