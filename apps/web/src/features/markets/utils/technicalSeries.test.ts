import { ZMarketsShow } from '@cobertura/contracts';
import type { IChartApi } from 'lightweight-charts';
import { describe, expect, it } from 'vitest';
import type { IndicatorLines } from './indicatorLines.ts';
import { chartPalette } from './palette.ts';
import { drawSeries, OSCILLATOR_PANE_HEIGHT, PRICE_PANE_HEIGHT } from './technicalSeries.ts';

/** A chart that records what is drawn on it, pane by pane. */
function fakeChart() {
  const drawn: { pane: number; title: string; levels: number[]; points: number }[] = [];
  const stretch: number[] = [];
  const chart = {
    addSeries: (_type: unknown, options: { title?: string }, pane = 0) => {
      const series = { pane, title: options.title ?? '', levels: [] as number[], points: 0 };
      drawn.push(series);
      return {
        setData: (data: unknown[]) => {
          series.points = data.length;
        },
        createPriceLine: ({ price }: { price: number }) => series.levels.push(price),
      };
    },
    panes: () =>
      [...new Set(drawn.map((series) => series.pane))].map(() => ({
        setStretchFactor: (factor: number) => stretch.push(factor),
      })),
  };
  return { chart: chart as unknown as IChartApi, drawn, stretch };
}

const bars = [1, 2, 3].map((close, i) => ({
  time: `2026-01-0${i + 1}`,
  open: close,
  high: close,
  low: close,
  close,
  simulated: false,
}));
const line = [null, 50, 60];
const lines = Object.fromEntries(
  [
    'ma1',
    'ma2',
    'bollUpper',
    'bollMiddle',
    'bollLower',
    'rsi',
    'macd',
    'macdSignal',
    'macdHist',
    'stochK',
    'stochD',
    'trendShort',
    'trendMedium',
    'trendLong',
  ].map((key) => [key, line]),
) as unknown as IndicatorLines;
const labels = { ma1: 'MA 20', ma2: 'MA 40', trendShort: 'S', trendMedium: 'M', trendLong: 'L' };
const none = ZMarketsShow.parse({});
const hidden = Object.fromEntries(Object.keys(none).map((key) => [key, false])) as typeof none;

describe('drawSeries', () => {
  it('gives each oscillator shown its own pane below the prices, with its levels', () => {
    const { chart, drawn, stretch } = fakeChart();
    const show = { ...hidden, RSI: true, STOCH: true };
    drawSeries(
      chart,
      { bars, lines, show, fibonacci: [], isCandles: true },
      chartPalette('light'),
      labels,
      'en',
    );
    expect(drawn.map(({ pane, title }) => [pane, title])).toEqual([
      [0, ''],
      [1, 'RSI'],
      [2, '%K'],
      [2, '%D'],
    ]);
    expect(drawn[1]?.levels).toEqual([70, 30]);
    expect(drawn[2]?.levels).toEqual([80, 20]);
    // Warm-up values are left out of a line.
    expect(drawn[1]?.points).toBe(2);
    expect(stretch).toEqual([PRICE_PANE_HEIGHT, OSCILLATOR_PANE_HEIGHT, OSCILLATOR_PANE_HEIGHT]);
  });

  it('draws the overlays on the price pane only', () => {
    const { chart, drawn } = fakeChart();
    const show = { ...hidden, '20ma': true, Boll: true };
    drawSeries(
      chart,
      { bars, lines, show, fibonacci: [], isCandles: false },
      chartPalette('dark'),
      labels,
      'en',
    );
    expect(drawn.map(({ pane, title }) => [pane, title])).toEqual([
      [0, ''],
      [0, 'MA 20'],
      [0, ''],
      [0, 'Boll'],
      [0, ''],
    ]);
  });
});
