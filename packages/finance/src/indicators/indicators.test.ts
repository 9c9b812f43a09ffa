import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { between } from '../test/arbitraries.ts';
import {
  bollingerBands,
  ema,
  ewmaVolatility,
  fibonacciExtension,
  fibonacciRetracement,
  fibonacciTrendExtension,
  heikinAshi,
  linearRegression,
  linearRegressionSlope,
  localExtrema,
  macd,
  rsi,
  rsiWithAverages,
  sma,
  stochastic,
  trendLine,
} from './index.ts';

/** Half a unit of the last printed decimal (tables printed to 2 decimals). */
const PRINTED_2DP = 0.005 + 1e-9;

function expectPrinted(actual: number[], from: number, printed: number[], tolerance = PRINTED_2DP): void {
  printed.forEach((v, k) => {
    expect(
      Math.abs(actual[from + k]! - v),
      `index ${from + k}: ${actual[from + k]} vs ${v}`,
    ).toBeLessThanOrEqual(tolerance);
  });
}

// StockCharts ChartSchool, "Moving Averages - Simple and Exponential", worked table (10 days).
const MA_CLOSES = [
  22.27, 22.19, 22.08, 22.17, 22.18, 22.13, 22.23, 22.43, 22.24, 22.29, 22.15, 22.39, 22.38, 22.61, 23.36,
  24.05, 23.75, 23.83, 23.95, 23.63, 23.82, 23.87, 23.65, 23.19, 23.1, 23.33, 22.68, 23.1, 22.4, 22.17,
];

// StockCharts ChartSchool, "Relative Strength Index (RSI)", worked table (Wilder's 14 days).
const RSI_CLOSES = [
  44.3389, 44.0902, 44.1497, 43.6124, 44.3278, 44.8264, 45.0955, 45.4245, 45.8433, 46.0826, 45.8931, 46.0328,
  45.614, 46.282, 46.282, 46.0028, 46.0328, 46.4116, 46.2222, 45.6439, 46.2122, 46.2521, 45.7137, 46.4515,
  45.7835, 45.3548, 44.0288, 44.1783, 44.2181, 44.5672, 43.4205, 42.6628, 43.1314,
];

// StockCharts ChartSchool, "Bollinger Bands", worked table (20 days, 2 standard deviations).
const BB_CLOSES = [
  86.16, 89.09, 88.78, 90.32, 89.07, 91.15, 89.44, 89.18, 86.93, 87.68, 86.96, 89.43, 89.32, 88.72, 87.45,
  87.26, 89.5, 87.9, 89.13, 90.7, 92.9, 92.98, 91.8, 92.66, 92.68, 92.3, 92.77, 92.54, 92.95, 93.2, 91.07,
  89.83, 89.74, 90.4, 90.74, 88.02, 88.09, 88.84, 90.78, 90.54, 91.39, 90.65,
];

describe('golden values', () => {
  it('SMA and EMA match the StockCharts 10-day tables', () => {
    expectPrinted(
      sma(MA_CLOSES, 10),
      9,
      [
        22.22, 22.21, 22.23, 22.26, 22.3, 22.42, 22.61, 22.77, 22.91, 23.08, 23.21, 23.38, 23.52, 23.65,
        23.71, 23.68, 23.61, 23.51, 23.43, 23.28, 23.13,
      ],
    );
    expectPrinted(
      ema(MA_CLOSES, 10),
      9,
      [
        22.22, 22.21, 22.24, 22.27, 22.33, 22.52, 22.8, 22.97, 23.13, 23.28, 23.34, 23.43, 23.51, 23.53,
        23.47, 23.4, 23.39, 23.26, 23.23, 23.08, 22.92,
      ],
    );
  });

  it("RSI matches Wilder's worked example as printed by StockCharts", () => {
    const values = rsi(RSI_CLOSES, 14);
    expect(values.slice(0, 14).every(Number.isNaN)).toBe(true);
    expectPrinted(
      values,
      14,
      [
        70.53, 66.32, 66.55, 69.41, 66.36, 57.97, 62.93, 63.26, 56.06, 62.38, 54.71, 50.42, 39.99, 41.46,
        41.87, 45.46, 37.3, 33.08, 37.77,
      ],
    );
    // To 8 decimals, as the same table recomputed in full precision (first and last values).
    expect(values[14]).toBeCloseTo(70.53278948, 8);
    expect(values[32]).toBeCloseTo(37.77295211, 8);
    // StockCharts' first average gain and loss, printed 0.24 and 0.10.
    const { avgGain, avgLoss } = rsiWithAverages(RSI_CLOSES, 14);
    expectPrinted(avgGain, 14, [0.24]);
    expectPrinted(avgLoss, 14, [0.1]);
  });

  it('Bollinger bands match the StockCharts 20-day table', () => {
    const { middle, upper, lower } = bollingerBands(BB_CLOSES, 20, 2);
    expectPrinted(
      middle,
      19,
      [
        88.71, 89.05, 89.24, 89.39, 89.51, 89.69, 89.75, 89.91, 90.08, 90.38, 90.66, 90.86, 90.88, 90.9,
        90.99, 91.15, 91.19, 91.12, 91.17, 91.25, 91.24, 91.17, 91.05,
      ],
    );
    expectPrinted(
      upper,
      19,
      [
        91.29, 91.95, 92.61, 92.93, 93.31, 93.73, 93.9, 94.26, 94.56, 94.79, 95.04, 94.91, 94.9, 94.89, 94.86,
        94.67, 94.55, 94.68, 94.57, 94.53, 94.53, 94.37, 94.15,
      ],
    );
    expectPrinted(
      lower,
      20,
      [
        86.14, 85.87, 85.85, 85.7, 85.65, 85.59, 85.56, 85.6, 85.98, 86.27, 86.82, 86.86, 86.91, 87.12, 87.63,
        87.83, 87.56, 87.76, 87.97, 87.95, 87.96, 87.95,
      ],
    );
  });
});

describe('TA-Lib definitions', () => {
  it("MACD seeds the fast EMA on the values ending at the slow EMA's first index", () => {
    const values = Array.from({ length: 80 }, (_, i) => 100 + 10 * Math.sin(i / 6) + i * 0.1);
    const { macd: line, signal, histogram } = macd(values, 12, 26, 9);
    expect(line.slice(0, 33).every(Number.isNaN)).toBe(true);
    // Reference computed from the definition, step by step.
    const emaSeeded = (from: number, period: number) => {
      const k = 2 / (period + 1);
      let e = values.slice(from - period + 1, from + 1).reduce((a, b) => a + b, 0) / period;
      const out: number[] = [];
      out[from] = e;
      for (let i = from + 1; i < values.length; i++) out[i] = e = (values[i]! - e) * k + e;
      return out;
    };
    const fast = emaSeeded(25, 12);
    const slow = emaSeeded(25, 26);
    const raw = values.map((_, i) => (i >= 25 ? fast[i]! - slow[i]! : Number.NaN));
    let sig = raw.slice(25, 34).reduce((a, b) => a + b, 0) / 9;
    expect(signal[33]).toBeCloseTo(sig, 12);
    for (let i = 34; i < values.length; i++) {
      sig = (raw[i]! - sig) * 0.2 + sig;
      expect(line[i]).toBeCloseTo(raw[i]!, 12);
      expect(signal[i]).toBeCloseTo(sig, 12);
      expect(histogram[i]).toBeCloseTo(raw[i]! - sig, 12);
    }
  });

  it('stochastic %K is the position in the 14-bar range and %D its 3-bar mean', () => {
    const high = [10, 11, 12, 13, 12, 11];
    const low = [9, 10, 11, 12, 11, 9];
    const close = [9.5, 10.5, 11.5, 12.5, 11.5, 10];
    const { k, d } = stochastic(high, low, close, 3, 2);
    expect(k[2]).toBeCloseTo((100 * (11.5 - 9)) / (12 - 9), 12);
    expect(k[5]).toBeCloseTo((100 * (10 - 9)) / (13 - 9), 12);
    expect(d[3]).toBeCloseTo((k[2]! + k[3]!) / 2, 12);
    const slow = stochastic(high, low, close, 3, 2, 2);
    expect(slow.k[3]).toBeCloseTo((k[2]! + k[3]!) / 2, 12);
    expect(Number.isNaN(slow.d[3]!)).toBe(true);
  });

  it('Heikin-Ashi follows its recursive definition', () => {
    const ha = heikinAshi({ open: [10, 11], high: [12, 13], low: [9, 10], close: [11, 12] });
    expect(ha.close).toEqual([10.5, 11.5]);
    expect(ha.open).toEqual([10.5, 10.5]);
    expect(ha.high).toEqual([12, 13]);
    expect(ha.low).toEqual([9, 10]);
  });

  it('EWMA volatility follows the RiskMetrics recursion', () => {
    const prices = [100, 101, 100, 102, 101, 103];
    const vol = ewmaVolatility(prices, { warmup: 2, periodsPerYear: 1 });
    const r = prices.slice(1).map((p, i) => Math.log(p / prices[i]!));
    let v = (r[0]! ** 2 + r[1]! ** 2) / 2;
    expect(vol[2]).toBeCloseTo(Math.sqrt(v), 15);
    for (let i = 3; i < prices.length; i++) {
      v = 0.94 * v + 0.06 * r[i - 1]! ** 2;
      expect(vol[i]).toBeCloseTo(Math.sqrt(v), 15);
    }
    expect(ewmaVolatility(prices, { warmup: 2 })[5]).toBeCloseTo(vol[5]! * Math.sqrt(261), 14);
  });
});

describe('levels', () => {
  it('Fibonacci retracements and extensions', () => {
    const up = fibonacciRetracement(200, 100, 'up');
    [200, 176.4, 161.8, 150, 138.2, 121.4, 100].forEach((price, i) => {
      expect(up[i]!.price).toBeCloseTo(price, 12);
    });
    const down = fibonacciRetracement(200, 100, 'down');
    expect(down[4]!.price).toBeCloseTo(161.8, 12);
    expect(fibonacciExtension(200, 100, 'up')[2]!.price).toBeCloseTo(261.8, 12);
    expect(fibonacciExtension(200, 100, 'down')[2]!.price).toBeCloseTo(38.2, 12);
    expect(fibonacciTrendExtension(100, 200, 150, [1])[0]!.price).toBe(250);
    expect(() => fibonacciRetracement(1, 2, 'up')).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT' }),
    );
  });

  it('local extrema need the window on both sides and count plateaus once', () => {
    const v = [1, 3, 2, 5, 5, 4, 1, 0, 2, 1];
    expect(localExtrema(v, 1)).toEqual({ maxima: [1, 3, 8], minima: [2, 7] });
    expect(localExtrema(v, 2)).toEqual({ maxima: [3], minima: [7] });
  });

  it('trend lines are least-squares fits', () => {
    const v = [1, 3, 5, 7, 9, 11];
    const line = trendLine(v, 4);
    expect(line.slope).toBeCloseTo(2, 14);
    expect(line.intercept).toBeCloseTo(1, 13);
    expect(line.r2).toBeCloseTo(1, 14);
    expect(line.from).toBe(2);
    expect(linearRegression(v, 3)[5]).toBeCloseTo(11, 12);
    expect(linearRegressionSlope([1, 2, 4], 3)[2]).toBeCloseTo(1.5, 14);
    expect(() => trendLine([1], 2)).toThrow(expect.objectContaining({ code: 'NOT_ENOUGH_DATA' }));
  });
});

// One contract test for every indicator: length kept, NaN exactly during the look-back, finite after,
// and a constant series gives the expected constant.
interface Contract {
  readonly name: string;
  readonly run: (close: number[]) => number[];
  readonly lookback: number;
  readonly constant: (c: number) => number;
}

const ohlc = (close: number[]) => ({
  open: close.map((c, i) => (i === 0 ? c : close[i - 1]!)),
  high: close.map((c, i) => Math.max(c, i === 0 ? c : close[i - 1]!) * 1.01),
  low: close.map((c, i) => Math.min(c, i === 0 ? c : close[i - 1]!) * 0.99),
  close,
});

const CONTRACTS: Contract[] = [
  { name: 'SMA 20', run: (c) => sma(c, 20), lookback: 19, constant: (c) => c },
  { name: 'SMA 40', run: (c) => sma(c, 40), lookback: 39, constant: (c) => c },
  { name: 'EMA 20', run: (c) => ema(c, 20), lookback: 19, constant: (c) => c },
  { name: 'Bollinger middle', run: (c) => bollingerBands(c).middle, lookback: 19, constant: (c) => c },
  { name: 'Bollinger upper', run: (c) => bollingerBands(c).upper, lookback: 19, constant: (c) => c },
  { name: 'Bollinger lower', run: (c) => bollingerBands(c).lower, lookback: 19, constant: (c) => c },
  { name: 'RSI 14', run: (c) => rsi(c), lookback: 14, constant: () => 0 },
  { name: 'MACD line', run: (c) => macd(c).macd, lookback: 33, constant: () => 0 },
  { name: 'MACD signal', run: (c) => macd(c).signal, lookback: 33, constant: () => 0 },
  { name: 'MACD histogram', run: (c) => macd(c).histogram, lookback: 33, constant: () => 0 },
  {
    name: 'stochastic %K',
    run: (c) => stochastic(ohlc(c).high, ohlc(c).low, c).k,
    lookback: 13,
    constant: () => 50,
  },
  {
    name: 'stochastic %D',
    run: (c) => stochastic(ohlc(c).high, ohlc(c).low, c).d,
    lookback: 15,
    constant: () => 50,
  },
  { name: 'Heikin-Ashi close', run: (c) => heikinAshi(ohlc(c)).close, lookback: 0, constant: (c) => c },
  { name: 'Heikin-Ashi open', run: (c) => heikinAshi(ohlc(c)).open, lookback: 0, constant: (c) => c },
  { name: 'EWMA volatility', run: (c) => ewmaVolatility(c), lookback: 20, constant: () => 0 },
  { name: 'linear regression 22', run: (c) => linearRegression(c, 22), lookback: 21, constant: (c) => c },
  { name: 'regression slope 5', run: (c) => linearRegressionSlope(c, 5), lookback: 4, constant: () => 0 },
];

const CONTRACT_TOLERANCE = 1e-9;

describe.each(CONTRACTS)('indicator contract: $name', ({ run, lookback, constant }) => {
  it('keeps the length, NaN only during the look-back', () => {
    fc.assert(
      fc.property(fc.array(between(1, 1000), { minLength: 0, maxLength: 120 }), (close) => {
        const out = run(close);
        expect(out).toHaveLength(close.length);
        for (const [i, v] of out.entries()) expect(Number.isNaN(v)).toBe(i < lookback);
      }),
      { numRuns: 60 },
    );
  });

  it('gives the expected constant on a constant series', () => {
    for (const c of [1, 4012.37, 0.0123]) {
      const out = run(new Array(100).fill(c));
      for (const v of out.slice(lookback))
        expect(Math.abs(v - constant(c))).toBeLessThan(CONTRACT_TOLERANCE * Math.max(1, c));
    }
  });
});
