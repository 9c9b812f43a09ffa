import { describe, expect, it } from 'vitest';
import { valueTrade } from '../pricing/instrument.ts';
import type { Market } from '../pricing/types.ts';
import { parseIsoDate } from '../time/date.ts';
import { parseRow } from './parse-rows.ts';
import { PricingCaseSchema } from './pricing-case.ts';
import { resolve, resolvePricingCase } from './resolve.ts';
import { parseTrades, type Trade, TradeSchema } from './trade.ts';

const d = parseIsoDate;

function pricingCase(raw: unknown) {
  const row = parseRow(PricingCaseSchema, raw, 'case');
  if (!row.ok) throw new Error(row.error.message);
  return row.value;
}

function trade(raw: unknown): Trade {
  const row = parseRow(TradeSchema, raw, 'trade');
  if (!row.ok) throw new Error(row.error.message);
  return row.value;
}

const fx = { underlying: 'fx', spot: 4000, rDomestic: 0.095, rForeign: 0.045, vol: 0.12 };

describe('resolvePricingCase', () => {
  it('turns dates into ACT/365F year fractions', () => {
    const dated = resolvePricingCase(
      pricingCase({
        kind: 'forward',
        strike: 4050,
        ...fx,
        valuationDate: '2026-01-02',
        expiryDate: '2026-07-03',
      }),
    );
    expect(dated).toEqual({
      market: { underlying: 'fx', spot: 4000, rDomestic: 0.095, rForeign: 0.045, vol: 0.12 },
      instrument: { kind: 'forward', strike: 4050, expiryYears: 182 / 365 },
    });
  });

  it("moves an expiry on a holiday of the case's calendar to the next business day", () => {
    // 2025-01-06 is Reyes in Colombia: USDCOP expires on Tuesday 7 January.
    const c = { kind: 'vanilla', optionType: 'call', strike: 4050, ...fx, valuationDate: '2025-01-02' };
    const plain = resolvePricingCase(pricingCase({ ...c, expiryDate: '2025-01-06' }));
    const adjusted = resolvePricingCase(pricingCase({ ...c, expiryDate: '2025-01-06', calendar: 'USDCOP' }));
    expect('instrument' in plain && plain.instrument.expiryYears).toBe(4 / 365);
    expect('instrument' in adjusted && adjusted.instrument.expiryYears).toBe(5 / 365);
  });

  it("reads an Asian's fixing start in years from the valuation date in either form", () => {
    const asian = { kind: 'asian', optionType: 'call', strike: 4050, fixings: 4, ...fx };
    const dated = resolvePricingCase(
      pricingCase({
        ...asian,
        valuationDate: '2026-01-01',
        expiryDate: '2027-01-01',
        fixingStartDate: '2026-07-02',
      }),
    );
    const inYears = resolvePricingCase(
      pricingCase({
        ...asian,
        valuationDate: '2026-01-01',
        expiryDate: '2027-01-01',
        fixingStartYears: 182 / 365,
      }),
    );
    expect(dated).toEqual(inYears);
    expect('instrument' in dated && dated.instrument).toMatchObject({
      expiryYears: 1,
      fixingStartYears: 182 / 365,
    });
  });

  it('refuses an expired case first, and an Asian already fixing', () => {
    const c = { kind: 'vanilla', optionType: 'call', strike: 4050, ...fx, valuationDate: '2026-01-02' };
    expect(() => resolvePricingCase(pricingCase({ ...c, expiryDate: '2025-12-31' }))).toThrow(/has expired/);
    expect(() =>
      resolvePricingCase(
        pricingCase({
          ...c,
          kind: 'asian',
          fixings: 3,
          expiryDate: '2026-06-30',
          fixingStartDate: '2025-12-01',
        }),
      ),
    ).toThrow(expect.objectContaining({ code: 'UNSUPPORTED' }));
  });
});

describe('resolve', () => {
  const commodity = { commodity: 'WTI', currency: 'USD' };

  it('values an OTC commodity forward discounted to its delivery date, an exchange future at F − K', () => {
    // 2026-01-01 to Thursday 2026-04-02, a USD business day: 91 days.
    const market: Market = { underlying: 'future', spot: 78.5, rDomestic: 0.053, rForeign: 0, vol: 0 };
    const terms = { underlying: commodity, notional: 1000, tradeDate: '2025-12-01', strike: 80 };
    const otc = resolve(
      trade({ kind: 'forward', ...terms, expiryDate: '2026-04-02' }),
      d('2026-01-01'),
      market,
    );
    expect(otc.notional).toBe(1000);
    expect('instrument' in otc && otc.instrument).toEqual({
      kind: 'forward',
      strike: 80,
      expiryYears: 91 / 365,
    });
    const v = valueTrade(otc);
    expect(v.price).toBeCloseTo(Math.exp((-0.053 * 91) / 365) * -1.5, 14);
    const future = valueTrade(
      resolve(trade({ kind: 'future', ...terms, expiryDate: '2026-04-02' }), d('2026-01-01'), market),
    );
    expect(future).toMatchObject({ price: -1.5, delta: 1 });
  });

  it('uses the value date for forwards and the expiry date for options, on the pair calendar', () => {
    const market: Market = { underlying: 'fx', spot: 4000, rDomestic: 0.095, rForeign: 0.045, vol: 0.12 };
    const base = {
      underlying: { pair: 'USDCOP' },
      notional: 1e6,
      tradeDate: '2024-12-20',
      expiryDate: '2025-01-06',
      deliveryDate: '2025-01-08',
    };
    const fwd = resolve(
      trade({ kind: 'forward', strike: 4050, ...base, isNonDeliverable: true }),
      d('2025-01-02'),
      market,
    );
    expect(fwd.expiryDate).toBe('2025-01-07'); // Reyes moves the fixing
    expect('instrument' in fwd && fwd.instrument.expiryYears).toBe(6 / 365);
    const strategy = resolve(
      trade({
        kind: 'strategy',
        ...base,
        legs: [
          { kind: 'vanilla', optionType: 'call', strike: 4100, quantity: 1 },
          { kind: 'vanilla', optionType: 'put', strike: 3900, quantity: -1 },
        ],
      }),
      d('2025-01-02'),
      market,
    );
    expect('legs' in strategy && strategy.legs.map((l) => l.instrument.expiryYears)).toEqual([
      5 / 365,
      5 / 365,
    ]);
  });

  it('refuses an expired trade and a commodity on an FX market', () => {
    const fxMarket: Market = { underlying: 'fx', spot: 78.5, rDomestic: 0.05, rForeign: 0, vol: 0 };
    const t = trade({
      kind: 'forward',
      underlying: commodity,
      notional: 1,
      tradeDate: '2025-01-02',
      expiryDate: '2025-06-02',
      strike: 80,
    });
    expect(() => resolve(t, d('2025-07-01'), { ...fxMarket, underlying: 'future' })).toThrow(/has expired/);
    expect(() => resolve(t, d('2025-03-03'), fxMarket)).toThrow(/future market/);
  });

  it('parses rows of trades, one result each, null meaning absent', () => {
    const good = {
      id: 'h1',
      kind: 'forward',
      underlying: { pair: 'USDCOP' },
      notional: 1e6,
      tradeDate: '2025-01-02',
      expiryDate: '2025-06-02',
      deliveryDate: null,
      strike: 4200,
    };
    const rows = parseTrades([
      good,
      { ...good, id: 'h2', notional: -5 },
      { ...good, id: 'h3', underlying: { pair: 'usd' } },
    ]);
    expect(rows.map((r) => r.id)).toEqual(['h1', 'h2', 'h3']);
    expect(rows[0]).toMatchObject({ ok: true, value: { kind: 'forward', strike: 4200 } });
    expect(rows[1]).toMatchObject({
      ok: false,
      error: { code: 'INVALID_ARGUMENT', message: 'notional must be > 0, got -5' },
      field: 'notional',
    });
    expect(rows[2]).toMatchObject({ ok: false });
    expect(parseTrades({})).toEqual([
      {
        ok: false,
        id: null,
        error: { code: 'INVALID_ARGUMENT', message: 'the input must be an array of trades' },
        field: '',
        issue: { kind: 'type', expected: 'array' },
      },
    ]);
  });

  it('rejects trade definitions with dates out of order, naming the field', () => {
    const row = parseRow(
      TradeSchema,
      {
        kind: 'vanilla',
        optionType: 'call',
        strike: 1,
        underlying: { pair: 'EURUSD' },
        notional: 1,
        tradeDate: '2025-02-01',
        expiryDate: '2025-01-01',
      },
      'trade',
    );
    expect(row).toMatchObject({
      ok: false,
      error: { message: 'expiryDate must not be before tradeDate, got "2025-01-01"' },
    });
  });
});
