import type { BookKind } from '@cobertura/contracts';
import {
  addDays,
  addMonths,
  adjustDate,
  type BusinessCalendar,
  type BusinessDayConvention,
  calendarOfCurrency,
  calendarOfPair,
  type IsoDate,
  utcDateOfInstant,
} from '@cobertura/finance/time';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import {
  bookChanges,
  businesses,
  clients,
  commodityExposures,
  commodityHedges,
  currencyExposures,
  currencyHedges,
  plants,
  providers,
} from '../db/schema.ts';
import { reserveBookCodes } from '../modules/data/book.queries.ts';
import { atMarket, type DemoInstrument, type DemoLevels, FALLBACK_LEVELS } from './demo-levels.ts';

/** Who and what the demo book is written for: the seeded companies, portfolios, users and commodities. */
export interface DemoBookContext {
  now: Date;
  companyId: Readonly<Record<'A' | 'B', number>>;
  portfolioId(name: string): number;
  commodityId(name: string): number;
  /** The user who keeps each company's book. */
  keeperId: Readonly<Record<'A' | 'B', number>>;
  /** The seeded market's levels on the seed day: every price of the book is written against them. */
  levels: DemoLevels;
  /**
   * The stored close of an instrument the demo settles past rows of, on a past day (the last before
   * it on a holiday); undefined before the history.
   */
  pastClose(instrument: PastInstrument, day: IsoDate): number | undefined;
}

/** The instruments whose past rows the demo settles: Company A's USDCOP and its Brent. */
export const PAST_INSTRUMENTS = ['USDCOP', 'BRENT'] as const;
type PastInstrument = (typeof PAST_INSTRUMENTS)[number];

/**
 * An instrument on a past day: the stored close, so that settled rows sit on its chart; without
 * one, the price written against the fallback level.
 */
function pastClose(
  context: DemoBookContext,
  instrument: PastInstrument,
  day: IsoDate,
  written: number,
): number {
  const close = context.pastClose(instrument, day);
  return close === undefined ? atMarket(context.levels, instrument, written) : round(close, 2);
}

type Row = Record<string, unknown>;

/**
 * The demo companies' books (spec 02 via issue 10): Company A, an importer in Colombia and Mexico
 * paying USD and EUR; Company B, a palm-oil producer in Malaysia. Dates count from the seed's clock;
 * prices are written at the fallback levels (USDCOP 4,100, USDMXN 18.5, EURUSD 1.08, USDMYR 4.45,
 * Brent 78.4 USD/bbl, crude palm oil 4,000 MYR/t) and moved to the seeded market's levels of the seed
 * day ({@link atMarket}), so strikes, rates and barriers sit where an importer or a producer would
 * have them today. Every row gets its 'created' history entry.
 */
export async function seedDemoBook(db: Db, context: DemoBookContext): Promise<void> {
  const today = utcDateOfInstant(context.now.getTime());
  await seedLookups(db, context);
  const a = { companyId: context.companyId.A, userId: context.keeperId.A };
  const b = { companyId: context.companyId.B, userId: context.keeperId.B };
  await insertRows(db, context, 'currency_exposure', a, companyAExposures(context, today));
  await insertRows(db, context, 'currency_hedge', a, companyAHedges(context, today));
  await insertRows(db, context, 'commodity_exposure', a, fuelExposures(context, today));
  await insertRows(db, context, 'commodity_hedge', a, fuelHedges(context, today));
  await insertRows(db, context, 'currency_exposure', b, companyBExposures(context, today));
  await insertRows(db, context, 'currency_hedge', b, companyBHedges(context, today));
  await insertRows(db, context, 'commodity_exposure', b, palmOilExposures(context, today));
  await insertRows(db, context, 'commodity_hedge', b, palmOilHedges(context, today));
}

async function seedLookups(db: Db, context: DemoBookContext): Promise<void> {
  const names = {
    A: {
      businesses: ['Industrial supplies', 'Consumer goods'],
      clients: ['Almacenes Andinos', 'Distribuidora del Bajío'],
      plants: ['Bogotá plant', 'Monterrey plant'],
      providers: ['Siemens AG', 'Caterpillar Inc.', 'ExxonMobil Fuels'],
    },
    B: {
      businesses: ['Crude palm oil', 'Palm kernel oil'],
      clients: ['Rotterdam Oils BV', 'Gujarat Edible Oils'],
      plants: ['Sandakan mill', 'Port Klang refinery'],
      providers: ['Felda smallholders', 'Sime Darby estates'],
    },
  };
  for (const key of ['A', 'B'] as const) {
    const companyId = context.companyId[key];
    const table = { businesses, clients, plants, providers };
    for (const [lookup, values] of Object.entries(names[key])) {
      await db
        .insert(table[lookup as keyof typeof table])
        .values(values.map((name) => ({ companyId, name })));
    }
  }
}

const TABLES: Readonly<Record<BookKind, PgTable>> = {
  currency_exposure: currencyExposures,
  currency_hedge: currencyHedges,
  commodity_exposure: commodityExposures,
  commodity_hedge: commodityHedges,
};

async function insertRows(
  db: Db,
  context: DemoBookContext,
  kind: BookKind,
  owner: { companyId: number; userId: number },
  rows: Row[],
): Promise<void> {
  if (rows.length === 0) return;
  const at = context.now;
  const meta = {
    companyId: owner.companyId,
    version: 1,
    createdAt: at,
    createdBy: owner.userId,
    updatedAt: at,
    updatedBy: owner.userId,
  };
  // From the company's one sequence of codes, as a save gives them: no two rows of any kinds share one.
  const codes = await reserveBookCodes({ db }, owner.companyId, rows.length);
  const inserted = (await db
    .insert(TABLES[kind])
    .values(rows.map((row, i) => ({ ...meta, code: codes[i], ...stringAmounts(row) })) as never)
    .returning()) as Row[];
  await db.insert(bookChanges).values(
    inserted.map((row) => {
      const { companyId: _c, createdAt: _ca, createdBy: _cb, updatedAt: _ua, updatedBy: _ub, ...image } = row;
      return {
        entity: kind,
        rowId: row.id as number,
        companyId: owner.companyId,
        version: 1,
        action: 'created',
        userId: owner.userId,
        at,
        before: null,
        after: numericImage(image),
      };
    }),
  );
}

/** Numbers go to numeric columns as their decimal text, so that they are stored exactly as written. */
function stringAmounts(row: Row): Row {
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'number' ? String(v) : v]));
}

/** A history image holds numbers as JSON numbers, as the API writes them. */
function numericImage(row: Row): Row {
  return Object.fromEntries(
    Object.entries(row).map(([k, v]) => [
      k,
      typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v) && !k.includes('date') && k !== 'contract_month_year'
        ? Number(v)
        : v,
    ]),
  );
}

const calendars = new Map<string, BusinessCalendar>();
/** The next business day of a pair's (or a currency's) calendar on or after a date. */
function businessDay(
  calendar: string,
  date: IsoDate,
  convention: BusinessDayConvention = 'FOLLOWING',
): IsoDate {
  let found = calendars.get(calendar);
  if (!found) {
    found = calendar.length === 6 ? calendarOfPair(calendar) : calendarOfCurrency(calendar);
    calendars.set(calendar, found);
  }
  return adjustDate(found, date, convention);
}

/** Rounds to a number of decimals (the seed's rates and premiums). */
const round = (value: number, decimals: number) => Number(value.toFixed(decimals));

/** The last day of the month `months` after today's (cash flows fall at month end). */
function monthEnd(today: IsoDate, months: number): IsoDate {
  const first = addMonths(`${today.slice(0, 7)}-01` as IsoDate, months + 1);
  return addDays(first, -1);
}

/** A demo price: one written at the instrument's fallback level, moved to the market's level. */
type Price = (instrument: DemoInstrument, written: number) => number;
const pricer =
  (context: DemoBookContext): Price =>
  (instrument, written) =>
    atMarket(context.levels, instrument, written);

// ── Company A: importer in Colombia and Mexico ───────────────────────────────

/** The levels Company A's book is written at ({@link pricer} moves them to the market's). */
const { USDCOP, USDMXN, EURUSD } = FALLBACK_LEVELS;
/**
 * Forward points per month at the fallback levels (interest differentials: COP and MXN rates well
 * above USD; EUR below); moved with the level, they keep their share of it.
 */
const CARRY = { USDCOP: 16, USDMXN: 0.09, EURUSD: 0.0018 } as const;

function currencyHedge(pair: string, fields: Row, today: IsoDate): Row {
  const base = pair.slice(0, 3);
  const trade = fields.trade_date as IsoDate;
  const fixing = businessDay(pair, fields.fixing_date as IsoDate);
  return {
    fk_idcurrency: pair,
    fk_idoptiontype: 1,
    settlement_type: 'DELIVERABLE',
    fk_idcountry_currency: base,
    fk_idcountry_premium_currency: base,
    premium: 0,
    ...fields,
    trade_date: businessDay(pair, trade),
    fixing_date: fixing,
    value_date: businessDay(pair, addDays(fixing, 2)),
    premium_value_date: businessDay(pair, addDays(trade, 2)),
    ...(fixing < today ? {} : { settlement_rate: null, settlement_pnl: null }),
  };
}

function companyAExposures(context: DemoBookContext, today: IsoDate): Row[] {
  const colombia = context.portfolioId('Imports Colombia');
  const mexico = context.portfolioId('Imports Mexico');
  const at = pricer(context);
  const rows: Row[] = [];
  for (let m = 0; m < 18; m++) {
    const date = monthEnd(today, m);
    const isInvoiced = m < 6;
    const issue = addMonths(date, -2);
    rows.push({
      fk_idportafolio: colombia,
      fk_idcurrency: 'USDCOP',
      fk_idexposureoption: isInvoiced ? 'ACCOUNTS PAYABLE' : 'FORECAST/CASH FLOW PAYMENT',
      notional: 400_000 + 25_000 * (m % 5),
      fk_idcountry_currency: 'USD',
      planned_expiration_date: date,
      ...(isInvoiced
        ? { issue_date: issue, rate_at_issue_date: at('USDCOP', USDCOP - 20 + 5 * m), expiration_date: date }
        : {}),
      provider: m % 2 ? 'Caterpillar Inc.' : 'Siemens AG',
      plant: 'Bogotá plant',
      custom_id: `PO-CO-${1000 + m}`,
    });
    if (m % 3 === 0) {
      rows.push({
        fk_idportafolio: colombia,
        fk_idcurrency: 'EURUSD',
        fk_idexposureoption: m < 6 ? 'ACCOUNTS PAYABLE' : 'FORECAST/CASH FLOW PAYMENT',
        notional: 300_000,
        fk_idcountry_currency: 'EUR',
        planned_expiration_date: date,
        ...(m < 6
          ? { issue_date: issue, rate_at_issue_date: at('EURUSD', EURUSD), expiration_date: date }
          : {}),
        provider: 'Siemens AG',
        custom_id: `PO-EU-${2000 + m}`,
      });
    }
    if (m < 12) {
      rows.push({
        fk_idportafolio: mexico,
        fk_idcurrency: 'USDMXN',
        fk_idexposureoption: m < 4 ? 'ACCOUNTS PAYABLE' : 'FORECAST/CASH FLOW PAYMENT',
        notional: 250_000 + 10_000 * (m % 4),
        fk_idcountry_currency: 'USD',
        planned_expiration_date: date,
        ...(m < 4
          ? { issue_date: issue, rate_at_issue_date: at('USDMXN', USDMXN), expiration_date: date }
          : {}),
        provider: 'Caterpillar Inc.',
        plant: 'Monterrey plant',
        custom_id: `PO-MX-${3000 + m}`,
      });
    }
  }
  // Payables paid at the last nine month ends, at the day's close: the past view's exposure.
  for (let m = 0; m <= 8; m++) {
    const date = monthEnd(today, -m - 1);
    const issued = pastClose(context, 'USDCOP', addMonths(date, -2), USDCOP - 40);
    const settled = pastClose(context, 'USDCOP', date, USDCOP - 30 * m);
    rows.push({
      fk_idportafolio: colombia,
      fk_idcurrency: 'USDCOP',
      fk_idexposureoption: 'ACCOUNTS PAYABLE',
      notional: 350_000,
      fk_idcountry_currency: 'USD',
      planned_expiration_date: date,
      realized_expiration_date: date,
      rate_at_realized_expiration_date: settled,
      settlement_pnl: round((issued - settled) * 350_000, 2),
      issue_date: addMonths(date, -2),
      rate_at_issue_date: issued,
      expiration_date: date,
      provider: 'Siemens AG',
      custom_id: `PO-CO-${900 + m}`,
    });
  }
  return rows;
}

function companyAHedges(context: DemoBookContext, today: IsoDate): Row[] {
  const colombia = context.portfolioId('Imports Colombia');
  const mexico = context.portfolioId('Imports Mexico');
  const at = pricer(context);
  const rows: Row[] = [];
  const forward = (portfolio: number, pair: keyof typeof CARRY, spot: number, m: number, notional: number) =>
    currencyHedge(
      pair,
      {
        fk_idportafolio: portfolio,
        buy_sell: 'LONG',
        derivative: 'FORWARD',
        trade_date: addDays(today, -7 * (m + 1)),
        fixing_date: monthEnd(today, m),
        strike: at(pair, spot + CARRY[pair] * (m + 1)),
        notional,
        fk_idcurrencystrategy_derivative: 'LONG FORWARD',
        counterparty: m % 2 ? 'Bancolombia' : 'BBVA',
        spot_reference: at(pair, spot),
      },
      today,
    );
  // USDCOP forwards for the first nine months, half of each month's payables.
  for (let m = 0; m < 9; m++) rows.push(forward(colombia, 'USDCOP', USDCOP, m, 200_000));
  // Vanilla calls for months 10 to 12: a cap on the rate, paying premium.
  for (let m = 9; m < 12; m++) {
    rows.push(
      currencyHedge(
        'USDCOP',
        {
          fk_idportafolio: colombia,
          buy_sell: 'LONG',
          derivative: 'CALL',
          trade_date: addDays(today, -10),
          fixing_date: monthEnd(today, m),
          strike: at('USDCOP', 4300),
          notional: 150_000,
          premium: -round(150_000 * 0.012, 2),
          fk_idcurrencystrategy_derivative: 'LONG VANILLA CALL',
          counterparty: 'Davivienda',
          spot_reference: at('USDCOP', USDCOP),
        },
        today,
      ),
    );
  }
  // A zero-cost collar on month 13: long call 4,350, short put 3,950 (at the fallback level).
  const collar = {
    fk_idportafolio: colombia,
    trade_date: addDays(today, -3),
    fixing_date: monthEnd(today, 12),
    notional: 200_000,
    strategy_code: 'DCA-COL-1',
    counterparty: 'BBVA',
    spot_reference: at('USDCOP', USDCOP),
  };
  for (const leg of [
    {
      buy_sell: 'LONG',
      derivative: 'CALL',
      strike: at('USDCOP', 4350),
      premium: -2200,
      fk_idcurrencystrategy_derivative: 'LONG ZERO-COST COLLAR',
    },
    {
      buy_sell: 'SHORT',
      derivative: 'PUT',
      strike: at('USDCOP', 3950),
      premium: 2200,
      fk_idcurrencystrategy_derivative: 'SHORT ZERO-COST COLLAR',
    },
  ])
    rows.push(currencyHedge('USDCOP', { ...collar, ...leg }, today));
  // A knock-out forward on month 14: a better rate (4,180 against forwards near 4,320) that is lost
  // if USDCOP trades up through 4,600, 12 % above the level.
  const ko = {
    fk_idportafolio: colombia,
    trade_date: addDays(today, -2),
    fixing_date: monthEnd(today, 13),
    notional: 150_000,
    strike: at('USDCOP', 4180),
    fk_idoptiontype: 4,
    barrier: at('USDCOP', 4600),
    spot_reference: at('USDCOP', USDCOP),
    strategy_code: 'DCA-KOF-1',
    counterparty: 'Citi',
  };
  for (const leg of [
    {
      buy_sell: 'LONG',
      derivative: 'CALL',
      premium: -900,
      fk_idcurrencystrategy_derivative: 'LONG KNOCK-OUT FORWARD',
    },
    {
      buy_sell: 'SHORT',
      derivative: 'PUT',
      premium: 900,
      fk_idcurrencystrategy_derivative: 'SHORT KNOCK-OUT FORWARD',
    },
  ])
    rows.push(currencyHedge('USDCOP', { ...ko, ...leg }, today));
  // EURUSD forwards for the euro payables of the first year.
  for (const m of [0, 3, 6, 9]) rows.push(forward(colombia, 'EURUSD', EURUSD, m, 200_000));
  // USDMXN forwards for six months and a call after them.
  for (let m = 0; m < 6; m++) rows.push(forward(mexico, 'USDMXN', USDMXN, m, 150_000));
  rows.push(
    currencyHedge(
      'USDMXN',
      {
        fk_idportafolio: mexico,
        buy_sell: 'LONG',
        derivative: 'CALL',
        trade_date: addDays(today, -5),
        fixing_date: monthEnd(today, 7),
        strike: at('USDMXN', 19.2),
        notional: 150_000,
        premium: -2400,
        fk_idcurrencystrategy_derivative: 'LONG VANILLA CALL',
        counterparty: 'Banorte',
        spot_reference: at('USDMXN', USDMXN),
      },
      today,
    ),
  );
  // Forwards bought five months ahead of the payables of the last nine month ends, at the spot of
  // their trade day plus the carry, settled at the close of their fixing day; each hedges its payable.
  for (let m = 0; m <= 8; m++) {
    const payable = monthEnd(today, -m - 1);
    const trade = businessDay('USDCOP', addMonths(today, -m - 6));
    const spot = pastClose(context, 'USDCOP', trade, USDCOP - 40);
    const strike = round(spot * (1 + (CARRY.USDCOP * 5) / USDCOP), 2);
    const settled = pastClose(context, 'USDCOP', businessDay('USDCOP', payable), USDCOP - 25 * m);
    rows.push(
      currencyHedge(
        'USDCOP',
        {
          fk_idportafolio: colombia,
          buy_sell: 'LONG',
          derivative: 'FORWARD',
          trade_date: trade,
          fixing_date: payable,
          hedged_date: payable,
          strike,
          notional: 200_000,
          settlement_rate: settled,
          settlement_pnl: round((settled - strike) * 200_000, 2),
          fk_idcurrencystrategy_derivative: 'LONG FORWARD',
          counterparty: 'Bancolombia',
          spot_reference: spot,
        },
        today,
      ),
    );
  }
  // A call that capped the payable of three months back, struck 2 % above the spot of its trade
  // day, its premium (1.2 % of the notional) paid in dollars.
  const callTrade = businessDay('USDCOP', addMonths(today, -7));
  const callFixing = monthEnd(today, -3);
  const callSpot = pastClose(context, 'USDCOP', callTrade, USDCOP - 90);
  const callStrike = round(callSpot * 1.02, 2);
  const callSettled = pastClose(context, 'USDCOP', businessDay('USDCOP', callFixing), USDCOP - 50);
  rows.push(
    currencyHedge(
      'USDCOP',
      {
        fk_idportafolio: colombia,
        buy_sell: 'LONG',
        derivative: 'CALL',
        trade_date: callTrade,
        fixing_date: callFixing,
        hedged_date: callFixing,
        strike: callStrike,
        notional: 150_000,
        premium: -round(150_000 * 0.012, 2),
        settlement_rate: callSettled,
        settlement_pnl: round(Math.max(callSettled - callStrike, 0) * 150_000, 2),
        fk_idcurrencystrategy_derivative: 'LONG VANILLA CALL',
        counterparty: 'Davivienda',
        spot_reference: callSpot,
      },
      today,
    ),
  );
  return rows;
}

function fuelExposures(context: DemoBookContext, today: IsoDate): Row[] {
  const portfolio = context.portfolioId('Fuel purchases');
  const brent = context.commodityId('BRENT');
  // A cargo of 20,000 bbl delivered to Cartagena: a basis, freight and insurance over the futures.
  const cargo = (date: IsoDate, terms: Row): Row => ({
    fk_idportfolio: portfolio,
    fk_idcommodity: brent,
    quotation: 'USD/bbl',
    fk_idcommodityexposureoption: 'PURCHASE',
    date,
    quantity: 20_000,
    commodity_unit: 'bbl',
    commodity_currency: 'USD',
    contract_month_year: date.slice(0, 7),
    port: 'Cartagena',
    fk_idincoterms: 'CIF',
    base: 1.5,
    freight: 2.2,
    insurance: 0.1,
    provider: 'ExxonMobil Fuels',
    ...terms,
  });
  // This month's end and the next five, priced on the month's average; the last one was bought at a
  // fixed price. With the past six, one cargo a month for twelve months in a row, none skipped.
  const upcoming = Array.from({ length: 6 }, (_, m) =>
    cargo(monthEnd(today, m), {
      fk_idpricingmethod: m === 5 ? 'FIXED' : 'AVERAGE',
      continuation_month: m + 1,
    }),
  );
  // The last six month ends, priced at the day's Brent close: the past view's exposure. A month end
  // on a weekend stays in its month: its cargo is that month's.
  const past = Array.from({ length: 6 }, (_, m) => {
    const date = businessDay('USD', monthEnd(today, -m - 1), 'MODIFIED_FOLLOWING');
    return cargo(date, {
      fk_idpricingmethod: 'SPOT',
      continuation_month: 1,
      settlement_price: pastClose(context, 'BRENT', date, 78.4 - 0.6 * m),
    });
  });
  return [...upcoming, ...past];
}

function fuelHedges(context: DemoBookContext, today: IsoDate): Row[] {
  const portfolio = context.portfolioId('Fuel purchases');
  const brent = context.commodityId('BRENT');
  const at = pricer(context);
  // A long Brent future hedging the cargo of its fixing month.
  const future = (trade: IsoDate, fixing: IsoDate, terms: Row): Row => ({
    fk_idportafolio: portfolio,
    fk_idcommodity: brent,
    quotation: 'USD/bbl',
    buy_sell: 'LONG',
    derivative: 'FUTURE',
    fk_idoptiontype: 1,
    settlement_type: 'NON DELIVERABLE',
    trade_date: trade,
    fixing_date: fixing,
    value_date: fixing,
    commodity_unit: 'bbl',
    commodity_currency: 'USD',
    premium: 0,
    premium_value_date: trade,
    contract_month_year: fixing.slice(0, 7),
    port: 'ICE Futures Europe',
    fk_idcommodity_strategy: 'LONG FORWARD',
    counterparty: 'StoneX',
    ...terms,
  });
  // Brent in backwardation: each later month 0.35 USD/bbl below the one before.
  const open = [1, 2, 3].map((m) =>
    future(businessDay('USD', addDays(today, -14)), businessDay('USD', monthEnd(today, m)), {
      strike: at('BRENT', 78.4 - 0.35 * m),
      quantity: 10_000,
      continuation_month: m,
    }),
  );
  // Futures bought three months ahead on 60 % of the past six cargoes, at the day's close, settled
  // at the close of the cargo's day.
  const settled = Array.from({ length: 6 }, (_, m) => {
    const fixing = businessDay('USD', monthEnd(today, -m - 1), 'MODIFIED_FOLLOWING');
    const trade = businessDay('USD', addMonths(fixing, -3));
    const strike = pastClose(context, 'BRENT', trade, 78.4 - 0.8 * m);
    const settlement = pastClose(context, 'BRENT', fixing, 78.4 - 0.6 * m);
    return future(trade, fixing, {
      hedged_date: fixing,
      strike,
      spot_reference: strike,
      quantity: 12_000,
      continuation_month: 3,
      settlement_price: settlement,
      settlement_pnl: round((settlement - strike) * 12_000, 2),
    });
  });
  return [...open, ...settled];
}

// ── Company B: palm-oil producer in Malaysia ─────────────────────────────────

/** The levels Company B's book is written at. */
const { USDMYR, 'CPO MAL MYR': CPO_MYR } = FALLBACK_LEVELS;

function palmOilExposures(context: DemoBookContext, today: IsoDate): Row[] {
  const portfolio = context.portfolioId('Palm oil sales');
  const cpoMyr = context.commodityId('CPO MAL MYR');
  const cpoUsd = context.commodityId('CPO MAL USD');
  const rows: Row[] = [];
  for (let m = 0; m < 12; m++) {
    const date = monthEnd(today, m);
    rows.push({
      fk_idportfolio: portfolio,
      fk_idcommodity: cpoMyr,
      quotation: 'MYR/mt',
      fk_idcommodityexposureoption: 'SALE',
      fk_idpricingmethod: 'FUTURES',
      date,
      quantity: 2000,
      commodity_unit: 'mt',
      commodity_currency: 'MYR',
      contract_month_year: date.slice(0, 7),
      continuation_month: m + 1,
      ...(m < 3 ? { port: 'Port Klang', fk_idincoterms: 'FOB', base: -20, freight: 35 } : {}),
      client: 'Gujarat Edible Oils',
      plant: 'Sandakan mill',
    });
    if (m < 6) {
      rows.push({
        fk_idportfolio: portfolio,
        fk_idcommodity: cpoUsd,
        quotation: 'USD/mt',
        fk_idcommodityexposureoption: 'SALE',
        fk_idpricingmethod: 'FUTURES PLUS BASIS',
        date,
        quantity: 1000,
        commodity_unit: 'mt',
        commodity_currency: 'USD',
        contract_month_year: date.slice(0, 7),
        continuation_month: m + 1,
        port: 'Port Klang',
        fk_idincoterms: 'CIF',
        base: 15,
        freight: 42,
        insurance: 3,
        client: 'Rotterdam Oils BV',
      });
    }
  }
  return rows;
}

function palmOilHedges(context: DemoBookContext, today: IsoDate): Row[] {
  const portfolio = context.portfolioId('Palm oil sales');
  const cpoMyr = context.commodityId('CPO MAL MYR');
  const at = pricer(context);
  const base = (m: number, trade: IsoDate) => {
    const fixing = businessDay('MYR', monthEnd(today, m));
    const tradeDay = businessDay('MYR', trade);
    return {
      fk_idportafolio: portfolio,
      fk_idcommodity: cpoMyr,
      quotation: 'MYR/mt',
      fk_idoptiontype: 1,
      settlement_type: 'NON DELIVERABLE',
      trade_date: tradeDay,
      fixing_date: fixing,
      value_date: fixing,
      commodity_unit: 'mt',
      commodity_currency: 'MYR',
      premium: 0,
      premium_value_date: tradeDay,
      contract_month_year: fixing.slice(0, 7),
      continuation_month: m + 1,
      port: 'Bursa Malaysia Derivatives',
      counterparty: 'Maybank',
    };
  };
  const rows: Row[] = [];
  // Short futures on half of the first six months' sales.
  for (let m = 0; m < 6; m++) {
    rows.push({
      ...base(m, addDays(today, -21)),
      buy_sell: 'SHORT',
      derivative: 'FUTURE',
      strike: at('CPO MAL MYR', CPO_MYR - 15 * m),
      quantity: 1000,
      fk_idcommodity_strategy: 'SHORT FORWARD',
    });
  }
  // An Asian put on month 8: a floor on the month's average price. Premiums per tonne are prices too:
  // they move with the level, as the option's value does with its strike and the futures.
  const asian = base(7, addDays(today, -4));
  rows.push({
    ...asian,
    buy_sell: 'LONG',
    derivative: 'PUT',
    fk_idoptiontype: 3,
    asian_fixing_start_date: `${asian.fixing_date.slice(0, 7)}-01`,
    strike: at('CPO MAL MYR', 3850),
    quantity: 1000,
    premium: -round(1000 * at('CPO MAL MYR', 62.5), 2),
    fk_idcommodity_strategy: 'LONG ASIAN OPTION',
  });
  // A collar on month 10: long put 3,800, short call 4,300 (at the fallback level).
  const collar = { ...base(9, addDays(today, -2)), quantity: 1000, strategy_code: 'DCB-COL-1' };
  rows.push({
    ...collar,
    buy_sell: 'LONG',
    derivative: 'PUT',
    strike: at('CPO MAL MYR', 3800),
    premium: -round(1000 * at('CPO MAL MYR', 45), 2),
    fk_idcommodity_strategy: 'SHORT COLLAR',
  });
  rows.push({
    ...collar,
    buy_sell: 'SHORT',
    derivative: 'CALL',
    strike: at('CPO MAL MYR', 4300),
    premium: round(1000 * at('CPO MAL MYR', 41), 2),
    fk_idcommodity_strategy: 'SHORT COLLAR',
  });
  return rows;
}

function companyBExposures(context: DemoBookContext, today: IsoDate): Row[] {
  const portfolio = context.portfolioId('Ringgit cash flows');
  const at = pricer(context);
  return Array.from({ length: 6 }, (_, m) => ({
    fk_idportafolio: portfolio,
    fk_idcurrency: 'USDMYR',
    fk_idexposureoption: m < 2 ? 'ACCOUNTS RECEIVABLE' : 'FORECAST/CASH FLOW RECEIPT',
    notional: 900_000,
    fk_idcountry_currency: 'USD',
    planned_expiration_date: monthEnd(today, m),
    ...(m < 2
      ? {
          issue_date: addMonths(monthEnd(today, m), -1),
          rate_at_issue_date: at('USDMYR', USDMYR),
          expiration_date: monthEnd(today, m),
        }
      : {}),
    client: 'Rotterdam Oils BV',
  }));
}

function companyBHedges(context: DemoBookContext, today: IsoDate): Row[] {
  const portfolio = context.portfolioId('Ringgit cash flows');
  const at = pricer(context);
  return Array.from({ length: 4 }, (_, m) =>
    currencyHedge(
      'USDMYR',
      {
        fk_idportafolio: portfolio,
        buy_sell: 'SHORT',
        derivative: 'FORWARD',
        trade_date: addDays(today, -10),
        fixing_date: monthEnd(today, m),
        strike: at('USDMYR', USDMYR - 0.006 * (m + 1)),
        notional: 450_000,
        fk_idcurrencystrategy_derivative: 'SHORT FORWARD',
        counterparty: 'CIMB',
        spot_reference: at('USDMYR', USDMYR),
      },
      today,
    ),
  );
}
