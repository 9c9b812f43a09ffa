import { describe, expect, it } from 'vitest';
import {
  type AdvancedChartFormat,
  backtestChartOptions,
  matrixChartOptions,
  signed,
} from './advancedChartOptions.ts';
import { analyticsPalette } from './analyticsPalette.ts';

const format: AdvancedChartFormat = {
  amount: (v) => `COP ${v}`,
  currency: 'COP',
  compact: String,
  percent: (f) => `${f * 100} %`,
  points: (s) => `${s * 100} pts`,
  date: (d) => d,
};

describe('matrixChartOptions', () => {
  const group = {
    value: 100,
    matrix: {
      spotShocks: [-0.1, 0, 0.1],
      volShifts: [0, 0.02],
      values: [
        [40, 100, 190],
        [60, 110, 200],
      ],
    },
  };

  it('colours the change from today on a scale symmetric around zero, loss to gain', () => {
    for (const scheme of ['light', 'dark'] as const) {
      const palette = analyticsPalette(scheme);
      const option = matrixChartOptions(
        group,
        { spot: 's', vol: 'v', value: 'x', change: 'c' },
        palette,
        format,
      );
      expect(option.series[0]!.data).toEqual([
        [0, 0, -60],
        [1, 0, 0],
        [2, 0, 90],
        [0, 1, -40],
        [1, 1, 10],
        [2, 1, 100],
      ]);
      expect([option.visualMap.min, option.visualMap.max]).toEqual([-100, 100]);
      expect(option.visualMap.inRange.color).toEqual([palette.loss, palette.even, palette.gain]);
      expect(option.xAxis.data).toEqual(['-10 %', '0 %', '+10 %']);
      // The scale and the card say the change is money, and in what.
      expect(option.visualMap.text[0]).toBe('c (COP)');
      expect(option.tooltip.formatter({ value: [0, 0, -60] })).toContain('c: COP -60');
    }
  });
});

describe('signed', () => {
  it('puts the sign on the number, after a currency code', () => {
    expect([signed('10 %', 0.1), signed('-5 %', -0.05), signed('0 %', 0)]).toEqual(['+10 %', '-5 %', '0 %']);
    expect(signed('COP\u00a01,200', 1200)).toBe('COP\u00a0+1,200');
    expect(signed('COP\u00a0-1,200', -1200)).toBe('COP\u00a0-1,200');
  });
});

describe('backtestChartOptions', () => {
  it('draws the P&L, minus the VaR, and a mark on each exception only', () => {
    const option = backtestChartOptions(
      {
        valueAtRisk: 10,
        volatility: 0.1,
        days: [
          { date: 'd1', pnl: -5, valueAtRisk: 10, exception: false },
          { date: 'd2', pnl: -12, valueAtRisk: 10, exception: true },
        ],
        exceptions: 1,
        expected: 0.02,
        kupiec: { statistic: 1, pValue: 0.3, rejected: false },
      },
      { pnl: 'p', limit: 'l', exception: 'e' },
      analyticsPalette('light'),
      format,
    );
    expect(option.series.map((s) => s.data)).toEqual([[-5, -12], [-10, -10], [[1, -12]]]);
    expect(option.yAxis.name).toBe('COP');
    expect(option.tooltip.valueFormatter(-12)).toBe('COP -12');
  });
});
