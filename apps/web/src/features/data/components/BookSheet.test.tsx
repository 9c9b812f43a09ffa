import { type Company, ROW_PROBLEMS } from '@cobertura/contracts';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataGridProps } from '../../../components/grid/DataGrid.tsx';
import { listProblems } from '../../../components/grid/gridProblems.ts';
import { applyChanges } from '../../../components/grid/gridState.ts';
import { companyPortfolio } from '../../../test/companyFixtures.ts';
import { fakeUser } from '../../../test/fakeUser.ts';
import { type FetchRoute, fakeJwt, jsonResponse } from '../../../test/renderApp.tsx';
import { renderAppAt } from '../../../test/renderAppAt.tsx';

// The grid itself is tested on its own; here a stand-in keeps what the sheet gives it.
let grid: DataGridProps | undefined;
vi.mock('../../../components/grid/DataGrid.tsx', () => ({
  DataGrid: (props: DataGridProps) => {
    grid = props;
    return <div data-testid="data-grid" />;
  },
}));

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  grid = undefined;
});

const companies: Company[] = [
  {
    pk_idcompany: 1,
    company_name: 'Demo Company A',
    portfolios: [companyPortfolio(10, 'Imports Colombia', ['USDCOP'])],
  },
];

const hedge = (pk: string, strike: number, version = 1) => ({
  pk,
  pk_idcurrencyhedge: Number(pk.slice(3)),
  version,
  updated_at: '2026-11-20T10:00:00.000Z',
  updated_by: 'treasury',
  fk_idportafolio: 10,
  fk_idcurrency: 'USDCOP',
  buy_sell: 'LONG',
  derivative: 'FORWARD',
  fk_idoptiontype: 1,
  trade_date: '2026-11-02',
  fixing_date: '2027-05-03',
  value_date: '2027-05-05',
  strike,
  premium: 0,
  fk_idcountry_premium_currency: 'USD',
  premium_value_date: '2026-11-02',
  settlement_type: 'DELIVERABLE',
  notional: 100000,
  fk_idcountry_currency: 'USD',
});

/** The hedges sheet of a treasury user against a server whose save answers `saveAnswer`. */
async function openHedges(saveAnswer: () => Response, preferences: object = {}) {
  localStorage.setItem('token', fakeJwt());
  localStorage.setItem('refresh', 'r');
  const book = { rows: [hedge('DCA1', 4100), hedge('DCA2', 4200)] };
  const sent: unknown[] = [];
  const historyAsked: URL[] = [];
  const route: FetchRoute = (url, init) => {
    const asked = new URL(url, 'http://localhost');
    const { pathname } = asked;
    if (pathname === '/api/user') return jsonResponse(200, fakeUser());
    if (pathname === '/api/companies') return jsonResponse(200, companies);
    if (pathname === '/api/preferences') return jsonResponse(200, preferences);
    if (pathname === '/api/currencies')
      return jsonResponse(200, {
        currencies: [{ pk_idcurrency: 1, code: 'USD', name: 'US dollar', fk_idcountry: null }],
        pairs: [
          { pk_i_idcurrency: 6, currency_name: 'USDCOP', fk_idcurrency_left: 1, fk_idcurrency_right: 2 },
        ],
      });
    if (pathname === '/api/commodities')
      return jsonResponse(200, { commodities: [], units: [], end_products: [] });
    if (pathname === '/api/currency-hedge') return jsonResponse(200, book.rows);
    if (['/api/providers', '/api/clients', '/api/plants'].includes(pathname)) return jsonResponse(200, []);
    if (pathname.startsWith('/api/book/currency-hedge/')) {
      historyAsked.push(asked);
      return jsonResponse(200, []);
    }
    if (pathname === '/api/update_create_hedgecurrency') {
      sent.push(JSON.parse(String(init?.body)));
      return saveAnswer();
    }
    return undefined;
  };
  await renderAppAt('/data?view=hedges', route);
  await waitFor(() => expect(grid?.value.rows).toHaveLength(2));
  return { book, sent, historyAsked };
}

/** Types into a cell of the grid, read as the grid reads it (in English, in the user's date order). */
function typeCell(row: number, field: string, text: string) {
  const current = grid;
  if (!current) throw new Error('no grid');
  const column = current.columns.findIndex((c) => c.key === field);
  act(() =>
    current.onChange(
      applyChanges(
        current.value,
        [{ row, column, raw: text }],
        current.columns,
        'en',
        current.newRow,
        current.dateOrder,
      ),
    ),
  );
}
const typeStrike = (row: number, text: string) => typeCell(row, 'strike', text);

/** The cells the grid would list under it for what the sheet hands it. */
function listed() {
  const current = grid;
  if (!current) throw new Error('no grid');
  return listProblems(current.value, current.columns, current.problems ?? {}, () => 'unread', new WeakMap());
}

describe('the book sheet', () => {
  it('marks the cells a save was refused for and keeps what was typed', async () => {
    const { sent } = await openHedges(() =>
      jsonResponse(400, {
        error: {
          code: 'ROWS_REJECTED',
          message: '1 row was rejected.',
          rows: [
            {
              index: 0,
              pk: 'DCA1',
              fields: { fk_idcurrency: [{ code: 'PAIR_NOT_IN_PORTFOLIO', message: 'x' }] },
            },
          ],
        },
      }),
    );
    typeStrike(0, '4,150');
    fireEvent.click(screen.getByTestId('book-save'));
    // The refusal names the row by its number and code, and the field by its header.
    expect((await screen.findByTestId('save-failed')).textContent).toMatch(
      /^Nothing was saved; this cell was refused: Row 1 \(DCA1\), Pair: \S.*\.$/,
    );
    expect(sent[0]).toMatchObject({
      selected_company: 1,
      user_id: 2,
      currency_hedge: [{ pk: 'DCA1', version: 1, edited: true, strike: 4150 }],
    });
    await waitFor(() =>
      expect(grid?.problems?.DCA1?.fk_idcurrency).toBe(ROW_PROBLEMS.PAIR_NOT_IN_PORTFOLIO.en),
    );
    expect(grid?.value.rows[0]?.values.strike).toBe(4150);
  });

  it('names the row someone else changed and reloads only that row', async () => {
    const { book } = await openHedges(() =>
      jsonResponse(409, {
        error: {
          code: 'ROW_CONFLICT',
          message: 'Row DCA2 was changed.',
          conflict: {
            index: 1,
            pk: 'DCA2',
            changed_by: 'admin',
            changed_at: '2026-11-24T09:30:00.000Z',
            version: 2,
          },
        },
      }),
    );
    typeStrike(0, '4,150');
    typeStrike(1, '4,250');
    fireEvent.click(screen.getByTestId('book-save'));
    const notice = await screen.findByTestId('book-conflict');
    expect(notice.textContent).toContain('Row 2 (DCA2) was changed by admin');
    book.rows = [hedge('DCA1', 4100), hedge('DCA2', 4300, 2)];
    fireEvent.click(screen.getByText('Accept'));
    fireEvent.click(screen.getByRole('button', { name: 'Reload row 2' }));
    await waitFor(() => expect(grid?.value.rows[1]?.values.strike).toBe(4300));
    expect(grid?.value.rows[1]?.isEdited).toBe(false);
    expect(grid?.value.rows[0]?.values.strike).toBe(4150);
    expect(screen.queryByTestId('book-conflict')).toBeNull();
  });

  it('sends nothing while a cell does not read, and counts the marked cells as the grid lists them', async () => {
    const { sent } = await openHedges(() =>
      jsonResponse(200, { message: 'successful', rows: [], moved: [] }),
    );
    // Spanish notation in the English grid stays as typed; a notional of 0 breaks a rule; a date
    // that is two different days in English's unsettled order is not guessed.
    typeStrike(0, '1.000.000,50');
    typeCell(1, 'notional', '0');
    typeCell(1, 'fixing_date', '01/02/2028');
    expect(grid?.value.rows[1]?.values.fixing_date).toBe('01/02/2028');
    fireEvent.click(screen.getByTestId('book-save'));
    expect(listed()).toHaveLength(3);
    expect(screen.getByTestId('book-fix-first').textContent).toBe(
      'Fix the 3 marked cells before saving: each says what it expects. Nothing was sent.',
    );
    typeStrike(0, '4,150');
    typeCell(1, 'notional', '100000');
    fireEvent.click(screen.getByTestId('book-save'));
    expect(listed()).toHaveLength(1);
    expect(screen.getByTestId('book-fix-first').textContent).toBe(
      'Fix the marked cell before saving: it says what it expects. Nothing was sent.',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual([]);
  });

  it("reads dates in the user's date order from Profile", async () => {
    await openHedges(() => jsonResponse(200, { message: 'successful', rows: [], moved: [] }), {
      date_order: 'day-first',
    });
    await waitFor(() => expect(grid?.dateOrder).toBe('day-first'));
    typeCell(1, 'fixing_date', '01/02/2028');
    expect(grid?.value.rows[1]?.values.fixing_date).toBe('2028-02-01');
  });

  it("shows the server's message when saved, and the dates moved to a business day", async () => {
    await openHedges(() =>
      jsonResponse(200, {
        message: 'successful',
        rows: [{ index: 0, pk: 'DCA1', action: 'updated', version: 2 }],
        moved: [{ index: 0, pk: 'DCA1', field: 'fixing_date', from: '2027-05-01', to: '2027-05-03' }],
      }),
    );
    typeStrike(0, '4,150');
    fireEvent.click(screen.getByTestId('book-save'));
    expect((await screen.findByTestId('save-finished')).textContent).toBe(
      'Saved successfully: 1 row written.',
    );
    expect(screen.getByTestId('book-moved').textContent).toContain(
      'The fixing date of row DCA1 moved from May 1, 2027 to May 3, 2027 (holiday or weekend).',
    );
  });

  it("asks a row's history of the selected company", async () => {
    const { historyAsked } = await openHedges(() => jsonResponse(200, { message: 'successful', rows: [] }));
    act(() => grid?.onFocusRow?.('DCA2'));
    fireEvent.click(screen.getByTestId('book-history'));
    expect(await screen.findByText('This row has no recorded changes.')).toBeTruthy();
    expect(historyAsked.map((url) => `${url.pathname}${url.search}`)).toEqual([
      '/api/book/currency-hedge/DCA2/history?company=1',
    ]);
  });
});
