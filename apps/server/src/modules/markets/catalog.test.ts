import { ZCatalogInstrument } from '@cobertura/contracts';
import { describe, expect, it } from 'vitest';
import { COMMODITIES, CURRENCIES, PAIRS } from '../../db/reference-data.ts';
import { findInstrument, futuresContracts, LISTING_RULES, MARKET_CATALOG, storedSeries } from './catalog.ts';

describe('the market catalogue', () => {
  it('holds valid instruments with unique ids', () => {
    for (const instrument of MARKET_CATALOG) expect(ZCatalogInstrument.parse(instrument)).toEqual(instrument);
    const ids = MARKET_CATALOG.map((i) => i.id.toUpperCase());
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('names every instrument apart, so that no list shows two alike (the CORN ETF beside the commodity)', () => {
    const names = MARKET_CATALOG.map((i) => i.short_name.toUpperCase());
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    expect(findInstrument('CORN-ETF')?.short_name).toBe('CORN ETF');
    expect(findInstrument('CORN')?.short_name).toBe('CORN');
  });

  it('lists the pairs, the commodities, the indices and a rate per currency and tenor', () => {
    const ofType = (type: string) => MARKET_CATALOG.filter((i) => i.type === type).map((i) => i.id);
    expect(ofType('currency')).toEqual(PAIRS);
    expect(ofType('commodity')).toEqual(COMMODITIES.map((c) => c.name));
    expect(ofType('index')).toEqual(['DXY', 'NASDAQ', 'S&P500', 'VIX']);
    expect(ofType('interest-rate')).toHaveLength(CURRENCIES.length * 7);
    expect(ofType('interest-rate')).toContain('COP-10Y');
    expect(ofType('futures')).toContain('BRENT-F1');
    expect(ofType('futures')).not.toContain('PKO-F1');
    expect(ofType('etf').length).toBeGreaterThanOrEqual(5);
  });

  it('finds an instrument in any case, and a front month in its commodity', () => {
    expect(findInstrument('eurusd')?.id).toBe('EURUSD');
    expect(findInstrument(' usd-3m ')?.id).toBe('USD-3M');
    expect(findInstrument('Soybean Oil')?.exchange).toBe('CBOT');
    expect(findInstrument('XAUUSD')).toBeUndefined();
    expect(storedSeries('corn-f1')).toBe('CORN');
    expect(storedSeries('CORN-ETF')).toBe('CORN-ETF');
  });

  it('marks real history only where it exists', () => {
    expect(findInstrument('EURUSD')?.real_until).toMatch(/^2025-/);
    expect(findInstrument('DXY')?.real_until).not.toBeNull();
    expect(findInstrument('BRENT')?.real_until).toBeNull();
  });
});

describe('futures contracts', () => {
  const months = (id: string, on: string) => futuresContracts(id, on).map((c) => c.contract_month_year);
  const lastTrading = (id: string, on: string, month: string) =>
    futuresContracts(id, on).find((c) => c.contract_month_year === month)?.last_trading_date;

  it('lists the cycle of each exchange, front month first', () => {
    expect(months('CORN', '2026-01-05').slice(0, 6)).toEqual([
      '2026-03',
      '2026-05',
      '2026-07',
      '2026-09',
      '2026-12',
      '2027-03',
    ]);
    expect(months('SUGAR', '2026-01-05').slice(0, 4)).toEqual(['2026-03', '2026-05', '2026-07', '2026-10']);
    expect(months('CPO MAL MYR', '2026-01-05').slice(0, 3)).toEqual(['2026-01', '2026-02', '2026-03']);
    const numbers = futuresContracts('BRENT', '2026-01-05').map((c) => c.continuous_contract);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  });

  // Published expiry dates: ICE Brent March 2025 expired 31 January 2025; NYMEX CL February 2025 on
  // 21 January 2025; CBOT corn March 2025 on 14 March 2025; ICE sugar March 2025 on 28 February 2025;
  // COMEX copper March 2025 on 27 March 2025; ICE coffee March 2025 on 19 March 2025; Bursa FCPO
  // March 2025 on 14 March 2025 (the 15th was a Saturday).
  it('stops each contract on its exchange last trading day', () => {
    expect(lastTrading('BRENT', '2025-01-02', '2025-03')).toBe('2025-01-31');
    expect(lastTrading('WTI', '2025-01-02', '2025-02')).toBe('2025-01-21');
    expect(lastTrading('CORN', '2025-01-02', '2025-03')).toBe('2025-03-14');
    expect(lastTrading('SUGAR', '2025-01-02', '2025-03')).toBe('2025-02-28');
    expect(lastTrading('COPPER', '2025-01-02', '2025-03')).toBe('2025-03-27');
    expect(lastTrading('COFFEE C', '2025-01-02', '2025-03')).toBe('2025-03-19');
    expect(lastTrading('CPO MAL MYR', '2025-01-02', '2025-03')).toBe('2025-03-14');
  });

  it('rolls to the next contract the day after the front month expires', () => {
    expect(futuresContracts('BRENT', '2025-01-31')[0]?.contract_month_year).toBe('2025-03');
    expect(futuresContracts('BRENT', '2025-02-01')[0]?.contract_month_year).toBe('2025-04');
  });

  it('has a rule for every commodity and rejects anything else', () => {
    for (const c of COMMODITIES) expect(LISTING_RULES[c.name], c.name).toBeDefined();
    expect(() => futuresContracts('EURUSD', '2026-01-05')).toThrow();
  });
});
