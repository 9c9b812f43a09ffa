import { WEEKENDS_ONLY } from '@cobertura/finance/time';
import { describe, expect, it } from 'vitest';
import { LISTING_RULES, MARKET_CATALOG, RATE_TENORS } from '../../modules/markets/catalog.ts';
import type { Bar } from '../../modules/markets/markets.queries.ts';
import { SIMULATION_START } from './calibration.ts';
import { realCloses } from './real-prices.ts';
import { CURVE_CONTRACTS, simulatedBars, simulationWindow } from './simulated-prices.ts';
import { simulatedSmiles } from './simulated-smiles.ts';

const TODAY = '2026-11-24';
const real = realCloses();
const window = simulationWindow(TODAY, '2000-01-01');
const bars = simulatedBars(window, real);

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}
const bySeries = groupBy(bars, (b) => `${b.instrument}|${b.contract}`);
const series = (id: string, contract = '') => bySeries.get(`${id}|${contract}`) ?? [];
const contractBars = groupBy(
  bars.filter((b) => b.contract !== ''),
  (b) => `${b.instrument}|${b.day}`,
);
const contractsOn = (id: string, day: string) => contractBars.get(`${id}|${day}`) ?? [];
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const closesIn = (id: string, year: string) =>
  series(id)
    .filter((b) => b.day.startsWith(year))
    .map((b) => b.close);

describe('the simulated series', () => {
  it('are the same rows on every run, and a later day only adds rows', () => {
    // Compared as text: a deep comparison of 370,000 rows is slower than the simulation itself.
    const again = simulatedBars(simulationWindow(TODAY, '2000-01-01'), real);
    expect(JSON.stringify(again) === JSON.stringify(bars)).toBe(true);
    const earlier = simulatedBars(simulationWindow('2026-06-30', '2000-01-01'), real);
    const key = (b: Bar) => `${b.instrument}|${b.contract}|${b.day}`;
    const later = new Map(bars.map((b) => [key(b), b]));
    // Contract months are kept for the two years before each run's day: compare the continuous series.
    const continuous = earlier.filter((b) => b.contract === '');
    expect(continuous.length).toBeGreaterThan(200_000);
    expect(JSON.stringify(continuous.map((b) => later.get(key(b))))).toBe(JSON.stringify(continuous));
  });

  it('are all labelled simulated', () => {
    expect(bars.every((b) => b.simulated && b.source === 'simulated')).toBe(true);
  });

  it('cover every stored instrument of the catalogue up to today', () => {
    const stored = MARKET_CATALOG.filter((i) => i.type !== 'futures').map((i) => i.id);
    const simulated = new Set(bars.map((b) => b.instrument));
    for (const id of stored) expect(simulated.has(id), id).toBe(true);
    for (const id of stored) expect(series(id).at(-1)?.day, id).toBe(TODAY);
    expect(series('BRENT')[0]?.day).toBe(SIMULATION_START);
  });

  it('continue each real series from its last real close', () => {
    for (const [id, closes] of real) {
      const last = closes.at(-1);
      const first = series(id)[0];
      expect((first?.day ?? '') > (last?.day ?? ''), id).toBe(true);
      expect(Math.abs((first?.close ?? 0) / (last?.close ?? 1) - 1), id).toBeLessThan(0.03);
      expect(first?.high).toBeGreaterThanOrEqual(Math.max(first?.open ?? 0, first?.close ?? 0));
      expect(first?.low).toBeLessThanOrEqual(Math.min(first?.open ?? 0, first?.close ?? 0));
    }
  });

  it('trade at realistic 2026 levels', () => {
    const ranges: Record<string, [number, number]> = {
      BRENT: [55, 85],
      WTI: [50, 82],
      'CPO MAL MYR': [3700, 4800],
      CORN: [380, 520],
      SOYBEAN: [900, 1250],
      COPPER: [4, 6],
      'S&P500': [5500, 8500],
      VIX: [10, 30],
    };
    for (const [id, [low, high]] of Object.entries(ranges)) {
      const average = mean(closesIn(id, '2026'));
      expect(average, id).toBeGreaterThan(low);
      expect(average, id).toBeLessThan(high);
    }
  });

  it('hold a full rate curve per currency and day, at realistic levels', () => {
    const onToday = bars.filter((b) => b.day === TODAY && /-\d+[MY]$/.test(b.instrument));
    expect(onToday).toHaveLength(8 * RATE_TENORS.length);
    const usd = mean(closesIn('USD-3M', '2026'));
    const brl = mean(closesIn('BRL-1Y', '2026'));
    expect(usd).toBeGreaterThan(2);
    expect(usd).toBeLessThan(6);
    expect(brl).toBeGreaterThan(9);
    expect(brl).toBeLessThan(20);
    expect(bars.filter((b) => b.instrument.endsWith('-10Y')).every((b) => b.open === null)).toBe(true);
  });
});

describe('simulated futures curves', () => {
  it('store the front month and the next ones, each until its last trading day', () => {
    const rule = LISTING_RULES.CORN;
    if (!rule) throw new Error('no corn rule');
    const today = contractsOn('CORN', TODAY);
    expect(today).toHaveLength(CURVE_CONTRACTS);
    expect(today.map((b) => Number(b.contract.slice(5)))).toEqual(
      today.map((b) => Number(b.contract.slice(5))).filter((m) => rule.months.includes(m)),
    );
    for (const bar of bars.filter((b) => b.instrument === 'CORN' && b.contract !== '')) {
      const [year, month] = bar.contract.split('-').map(Number) as [number, number];
      expect(bar.day <= rule.lastTradingDate(year, month, WEEKENDS_ONLY)).toBe(true);
    }
    // The continuous series is the front contract.
    expect(series('CORN').at(-1)?.close).toBe(today[0]?.close);
  });

  it('swing between contango and backwardation', () => {
    const days = [...new Set(series('BRENT').map((b) => b.day))].filter((day) => day >= window.recentFrom);
    const slopes = days.map((day) => {
      const curve = contractsOn('BRENT', day);
      return (curve[5]?.close ?? 0) / (curve[0]?.close ?? 1) - 1;
    });
    expect(slopes.some((s) => s > 0.005)).toBe(true);
    expect(slopes.some((s) => s < -0.005)).toBe(true);
  });

  it('price grains dearer before the harvest and palm oil dearer in its low season', () => {
    const ratio = (id: string, dear: string, cheap: string) => {
      const values = series(id)
        .map((b) => b.day)
        .filter((day) => day >= window.recentFrom)
        .flatMap((day) => {
          const curve = contractsOn(id, day);
          const a = curve.find((b) => b.contract === dear)?.close;
          const b = curve.find((b) => b.contract === cheap)?.close;
          return a && b ? [a / b] : [];
        });
      return mean(values);
    };
    expect(ratio('CORN', '2027-07', '2027-12')).toBeGreaterThan(1.03);
    expect(ratio('CPO MAL MYR', '2027-02', '2027-08')).toBeGreaterThan(1.03);
  });

  it('give exchange contracts volume and open interest, the front the most', () => {
    const today = contractsOn('BRENT', TODAY);
    expect(today[0]?.openInterest).toBeGreaterThan(today[5]?.openInterest ?? 0);
    expect(today.every((b) => (b.volume ?? 0) > 0 && b.settle === b.close)).toBe(true);
    expect(contractsOn('PKO', TODAY).every((b) => b.volume === null)).toBe(true);
  });
});

describe('simulated volatility smiles', () => {
  const smiles = simulatedSmiles(window);

  it('cover every pair and commodity on each weekday of the recent window, labelled', () => {
    const today = smiles.filter((s) => s.day === TODAY);
    expect(new Set(today.map((s) => s.instrument)).size).toBe(20);
    expect(smiles.every((s) => s.simulated && s.source === 'simulated' && s.day >= window.recentFrom)).toBe(
      true,
    );
    expect(JSON.stringify(simulatedSmiles(window))).toBe(JSON.stringify(smiles));
  });

  it('have realistic at-the-money levels and the skew of each market', () => {
    const at = (id: string, tenor: number) =>
      smiles.find((s) => s.instrument === id && s.day === TODAY && s.tenorDays === tenor);
    expect(smiles.every((s) => s.c0 > 0.02 && s.c0 < 0.9 && s.c2 > 0)).toBe(true);
    expect(at('EURUSD', 91)?.c0).toBeLessThan(at('USDBRL', 91)?.c0 ?? 0);
    expect(at('USDMXN', 91)?.c1).toBeGreaterThan(0);
    expect(at('BRENT', 91)?.c1).toBeLessThan(0);
    // A 25-delta risk reversal recovered from c1 at its moneyness: 3 volatility points for USDMXN.
    const mxn = at('USDMXN', 91);
    if (!mxn) throw new Error('no USDMXN smile');
    const m25 = 0.674 * mxn.c0 * Math.sqrt(91 / 365);
    expect(2 * mxn.c1 * m25).toBeCloseTo(0.03, 10);
  });
});
