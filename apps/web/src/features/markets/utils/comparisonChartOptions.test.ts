import { describe, expect, it } from 'vitest';
import { regress } from './comparison.ts';
import { comparisonOption } from './comparisonChartOptions.ts';
import { chartPalette } from './palette.ts';

const pair = { dates: ['2026-01-01', '2026-01-02', '2026-01-03'], first: [2, 4, 6], second: [1, 2, 4] };
const names = {
  first: 'A',
  second: 'B',
  residual: 'Residual',
  fitted: 'Fitted',
  regression: 'A on B',
  product: 'A × B',
  ratio: 'A / B',
  indexAxis: 'Index, first day = 100',
};
const palette = chartPalette('light');

describe('comparisonOption', () => {
  it('draws the ratio as one line through time', () => {
    const option = comparisonOption(pair, 'DIVIDE', null, names, palette, 'en');
    expect(option.series).toEqual([expect.objectContaining({ name: 'A / B', data: [2, 2, 1.5] })]);
    expect(option.xAxis).toMatchObject({ type: 'category', data: pair.dates });
  });

  it('indexes both series to 100 on the first day, on one named axis', () => {
    const option = comparisonOption(pair, 'BASE 100', null, names, palette, 'en');
    expect(option.series.map((series) => series.data)).toEqual([
      [100, 200, 300],
      [100, 200, 400],
    ]);
    expect(option.yAxis).toMatchObject({ name: 'Index, first day = 100' });
  });

  it('puts the second series on its own inverted axis', () => {
    const option = comparisonOption(pair, 'TWO AXES (INV)', null, names, palette, 'en');
    expect(option.yAxis).toEqual([
      expect.objectContaining({ name: 'A' }),
      expect.objectContaining({ name: 'B', inverse: true }),
    ]);
    expect(option.series.map((series) => series.yAxisIndex)).toEqual([0, 1]);
  });

  it('draws a regression as a scatter, its fitted line and the residual below', () => {
    const option = comparisonOption(pair, 'REGRESS', regress(pair, false), names, palette, 'en');
    expect(option.series.map((series) => series.name)).toEqual(['A on B', 'Fitted', 'Residual']);
    expect(option.series[0]).toMatchObject({
      type: 'scatter',
      data: [
        [1, 2],
        [2, 4],
        [4, 6],
      ],
    });
  });
});
