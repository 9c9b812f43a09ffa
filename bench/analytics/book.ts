/**
 * The analytics benchmarks' book: a USDCOP portfolio of forwards, vanillas, sold puts, knock-out
 * calls and Asians (some with fixings past) over 36 months, with 1,800 exposures, saved through the
 * book's API — in process or over HTTP, whichever `call` uses.
 */
import { addDays, type IsoDate, utcDateOfInstant } from '@cobertura/finance/time';
import { type BookBench, usdPayment } from '../data/book.ts';

/** Months the hedges and exposures fall over. */
export const MONTHS = 36;
const SAVE_BATCH = 10_000;

/** An answer of the API, as the in-process platform (`inject`) and `httpCall` both give it. */
export interface ApiAnswer {
  statusCode: number;
  body: string;
  json(): unknown;
}
export type ApiCall = (method: 'GET' | 'POST', url: string, body?: unknown) => Promise<ApiAnswer>;

/** `call` over HTTP, signed in with `token`. */
export function httpCall(base: string, token: string): ApiCall {
  return async (method, url, body) => {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { statusCode: response.status, body: text, json: () => JSON.parse(text) };
  };
}

/** The hedge kinds of the book, in turn: [derivative, buy_sell, fk_idoptiontype, barrier factor]. */
const KINDS = [
  ['FORWARD', 'LONG', 1, null],
  ['CALL', 'LONG', 1, null],
  ['PUT', 'SHORT', 1, null],
  ['CALL', 'LONG', 4, 1.15],
  ['CALL', 'LONG', 3, null],
] as const;

function hedgeRow(portfolioId: number, today: IsoDate, spot: number, i: number) {
  const [derivative, buySell, optionType, barrier] = KINDS[i % KINDS.length]!;
  const fixing = addDays(today, 5 + (i % (MONTHS * 30)));
  const trade = addDays(today, -30 - (i % 20));
  return {
    pk: 'pending',
    fk_idportafolio: portfolioId,
    fk_idcurrency: 'USDCOP',
    buy_sell: buySell,
    derivative,
    fk_idoptiontype: optionType,
    settlement_type: 'DELIVERABLE',
    trade_date: trade,
    fixing_date: fixing,
    value_date: addDays(fixing, 2),
    strike: Math.round(spot * (0.95 + (i % 20) * 0.005)),
    notional: 50_000 + (i % 10) * 5_000,
    fk_idcountry_currency: 'USD',
    premium: 0,
    fk_idcountry_premium_currency: 'USD',
    premium_value_date: addDays(trade, 2),
    ...(barrier === null ? {} : { barrier: Math.round(spot * barrier), spot_reference: spot }),
    // An Asian averages its last 30 days: some have fixings already past.
    ...(optionType === 3 ? { asian_fixing_start_date: addDays(fixing, -30) } : {}),
    comments: 'Benchmark hedge',
  };
}

function exposureRow(portfolioId: number, today: IsoDate, i: number) {
  return usdPayment(portfolioId, 250_000 + (i % 7) * 10_000, addDays(today, 3 + (i % (MONTHS * 30))));
}

/** Who saves the book, and on what day at what USDCOP spot. */
export interface BookOwner {
  call: ApiCall;
  companyId: number;
  userId: number;
  today: IsoDate;
  spot: number;
}

async function newPortfolio(owner: BookOwner, name: string): Promise<number> {
  const created = await owner.call('POST', '/api/portfolios', {
    portfolio_name: name,
    fk_idcompany: owner.companyId,
    fk_currency: ['USDCOP'],
  });
  if (created.statusCode !== 201) throw new Error(`portfolio: ${created.statusCode} ${created.body}`);
  return (created.json() as { pk_idportfolio: number }).pk_idportfolio;
}

async function save(owner: BookOwner, url: string, field: string, rows: unknown[]) {
  for (let start = 0; start < rows.length; start += SAVE_BATCH) {
    const response = await owner.call('POST', url, {
      selected_company: owner.companyId,
      user_id: owner.userId,
      [field]: rows.slice(start, start + SAVE_BATCH),
    });
    if (response.statusCode !== 200)
      throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 400)}`);
  }
}

/** Saves a new portfolio of `hedges` hedges and 1,800 exposures; its id. */
export async function saveBook(owner: BookOwner, hedges: number): Promise<number> {
  const portfolioId = await newPortfolio(owner, `Benchmark ${hedges}`);
  const exposures = Array.from({ length: 1_800 }, (_, i) => exposureRow(portfolioId, owner.today, i));
  await save(owner, '/api/update_create_exposurecurrency', 'currency_exposure', exposures);
  const rows = Array.from({ length: hedges }, (_, i) => hedgeRow(portfolioId, owner.today, owner.spot, i));
  await save(owner, '/api/update_create_hedgecurrency', 'currency_hedge', rows);
  return portfolioId;
}

/** The last USDCOP quote the platform has. */
export async function usdcopSpot(call: ApiCall): Promise<number> {
  const quote = await call('GET', '/api/markets/quotes?instruments=USDCOP');
  const spot = (quote.json() as { last: number }[])[0]?.last;
  if (!spot) throw new Error(`no USDCOP quote: ${quote.body}`);
  return spot;
}

/** The in-process bench's demo treasurer as the owner of a book saved today at the stored spot. */
export async function benchOwner(bench: BookBench): Promise<BookOwner> {
  return {
    call: bench.call,
    companyId: bench.companyId,
    userId: bench.userId,
    today: utcDateOfInstant(bench.platform.services.now().getTime()),
    spot: await usdcopSpot(bench.call),
  };
}
