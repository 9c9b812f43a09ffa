import { describe, expect, it } from 'vitest';
import { pastPeriod, pastReply } from '../../../test/analyticsFixtures.ts';
import { analyticsPalette } from './analyticsPalette.ts';
import { bridgeOptions, candleOptions, type PastChartFormat, pastPeriodOptions } from './pastChartOptions.ts';
import { INITIAL_ZOOM_PERIODS } from './periodChartOptions.ts';

const names = {
  pnl: 'PnL',
  cumulative: 'Cumulative',
  achieved: 'Achieved',
  budget: 'Budget',
  spot: 'Spot',
  spotMove: 'Spot move',
  forwardPoints: 'Forward points',
  hedgeRatio: 'Hedge ratio',
  premium: 'Premium',
  candles: 'Candles',
  settled: 'Settled',
  open: 'Open',
  high: 'High',
  low: 'Low',
  close: 'Close',
  settledAverage: 'Settled average',
  forwardAverage: 'Forward',
  contractAverage: 'Contract average',
  rate: 'Rate',
  notional: 'Notional',
};
const UNITS = { money: 'COP', quantity: 'USD', rate: 'COP per USD', percent: null } as const;
const format: PastChartFormat = {
  date: (d: string) => d,
  amount: (v: number | null) => String(v),
  rate: (v: number | null) => (v === null ? '—' : v.toFixed(2)),
  figure: (kind, v) =>
    `${v === null ? '—' : kind === 'rate' ? v.toFixed(2) : String(v)} ${UNITS[kind] ?? ''}`.trim(),
  unit: (kind) => UNITS[kind],
};
const palette = analyticsPalette('light');

describe('pastChartOptions', () => {
  it('draws the PnL as bars, red when negative, with the cumulative line; rates as lines', () => {
    const periods = [
      pastPeriod('2026-09-01'),
      pastPeriod('2026-10-01', { pnl: -5, cumulative_pnl: 29_999_995 }),
    ];
    const { pnl, rates } = pastPeriodOptions(periods, names, palette, format);
    const [bars, line] = pnl.series;
    expect(bars!.data).toEqual([
      { value: 30_000_000, itemStyle: { color: palette.hedge } },
      { value: -5, itemStyle: { color: palette.net } },
    ]);
    expect(line!.data).toEqual([30_000_000, 29_999_995]);
    expect(rates.series.map((s) => [s.name, s.data])).toEqual([
      ['Achieved', [4070, 4070]],
      ['Budget', [4000, 4000]],
      ['Spot', [4100, 4100]],
    ]);
    expect(pnl.dataZoom).toEqual([]);
    // The PnL is money and the rates are rates: each axis and tooltip says in what.
    expect([pnl.yAxis.name, rates.yAxis.name]).toEqual(['COP', 'COP per USD']);
    expect(pnl.tooltip.valueFormatter(-5)).toBe('-5 COP');
    expect(rates.tooltip.valueFormatter(4070)).toBe('4070.00 COP per USD');
  });

  it('zooms on the last 25 periods when there are more', () => {
    const periods = Array.from({ length: INITIAL_ZOOM_PERIODS + 5 }, (_, i) =>
      pastPeriod(`2024-${String((i % 12) + 1).padStart(2, '0')}-01`),
    );
    expect(pastPeriodOptions(periods, names, palette, format).pnl.dataZoom[0]).toMatchObject({
      startValue: 5,
      endValue: INITIAL_ZOOM_PERIODS + 4,
    });
  });

  it('steps the waterfall from the budget through each part to the achieved rate', () => {
    const period = pastPeriod('2026-09-01') as Parameters<typeof bridgeOptions>[0];
    const option = bridgeOptions(period, names, palette, format);
    expect(option.xAxis.data).toEqual([
      'Budget',
      'Spot move',
      'Forward points',
      'Hedge ratio',
      'Premium',
      'Achieved',
    ]);
    const [base, bars] = option.series;
    const min = option.yAxis.min;
    // 4000 → +100 → +36 → −66 → 0 → 4070: each step stands on the lower of its two levels.
    expect(base!.data).toEqual([min, 4000, 4100, 4070, 4070, min]);
    expect((bars!.data as { value: number }[]).map((b) => b.value)).toEqual([
      4000 - min,
      100,
      36,
      66,
      0,
      4070 - min,
    ]);
    const tooltip = option.tooltip.formatter([{ dataIndex: 3, name: 'Hedge ratio', marker: '' }]);
    // Every rate says what it is in; the axis is named with it.
    expect(tooltip).toBe('Hedge ratio: <b>-66.00 COP per USD</b>');
    expect(option.tooltip.formatter([{ dataIndex: 1, name: 'Spot move', marker: '' }])).toBe(
      'Spot move: <b>+100.00 COP per USD</b>',
    );
    expect(option.yAxis.name).toBe('COP per USD');
  });

  it('marks each settlement on its candle, with the card of spec 02 §2', () => {
    const reply = pastReply();
    const option = candleOptions(reply.candles, reply.settlements, null, names, palette, format);
    const [candles, marks] = option.series;
    expect(candles!.data).toEqual([
      [4080, 4090, 4070, 4110],
      [4090, 4100, 4085, 4120],
      [4100, 4070, 4060, 4105],
    ]);
    expect(marks!.data).toEqual([['2026-09-30', 4100]]);
    const card = option.tooltip.formatter([{ axisValue: '2026-09-30' }]);
    for (const text of [
      '<b>2026-09-30</b>',
      'Open: 4090.00 · High: 4120.00',
      'Low: 4085.00 · Close: 4100.00 COP per USD',
      'Settled average: <b>4100.00 COP per USD</b>',
      'Forward: <b>4050.00 COP per USD</b>',
      'Rate: <b>4100.00 COP per USD</b>',
      'Contract average: <b>4050.00 COP per USD</b>',
      'Notional: <b>600000 USD</b>',
      'PnL: <b>30000000 COP</b>',
    ])
      expect(card).toContain(text);
    expect(option.tooltip.formatter([{ axisValue: '2026-10-01' }])).not.toContain('Settled');
  });

  it('puts a settlement on the weekly candle that holds it, and starts the zoom at the window asked', () => {
    const weekly = [
      { date: '2026-09-21', open: 1, high: 2, low: 1, close: 2 },
      { date: '2026-09-28', open: 2, high: 3, low: 2, close: 3 },
    ];
    const option = candleOptions(weekly, pastReply().settlements, '2026-09-28', names, palette, format);
    expect(option.series[1]!.data).toEqual([['2026-09-28', 4100]]);
    expect(option.dataZoom[0]).toMatchObject({ startValue: 1, endValue: 1 });
  });
});
