import { describe, expect, it } from 'vitest';
import { monthlyPeriods } from '../../../test/analyticsFixtures.ts';
import { analyticsPalette } from './analyticsPalette.ts';
import { exposureOf } from './exposureOf.ts';
import { INITIAL_ZOOM_PERIODS, initialZoom, periodChartOptions } from './periodChartOptions.ts';

const names = {
  exposure: 'Exposure',
  hedge: 'Hedge',
  net: 'Net',
  program: 'Program',
  longForward: 'Long forward',
  shortForward: 'Short forward',
  call: 'Call',
  put: 'Put',
  hedgeRatio: 'Hedge %',
  programRatio: 'Program %',
};
const format = { date: (d: string) => d, amount: String, percent: String };
const chart = (count: number) =>
  periodChartOptions(
    monthlyPeriods(count).map((p) => ({ date: p.date, figures: p })),
    names,
    analyticsPalette('light'),
    format,
  );

describe('periodChartOptions', () => {
  it('draws net as exposure minus hedge, and the program ratio of the exposure', () => {
    const [period] = monthlyPeriods(1);
    if (!period) throw new Error('no period');
    const { amounts, ratios } = chart(1);
    const series = (name: string) => amounts.series.find((s) => s.name === name)?.data;
    // Period 1: balance −400,000, cash flow −600,000, hedge −250,000, program −300,000.
    expect(exposureOf(period)).toBe(-1_000_000);
    expect(series('Net')).toEqual([-750_000]);
    expect(series('Program')).toEqual([-300_000]);
    expect(ratios.series.find((s) => s.name === 'Program %')?.data).toEqual([0.3]);
    expect(ratios.series.find((s) => s.name === 'Hedge %')?.data).toEqual([0.25]);
  });

  it('pads the y-axis 10 % of the range, zero included', () => {
    const { amounts } = chart(1);
    // Values span −1,000,000 … 0: padded 100,000 each side.
    expect(amounts.yAxis.min).toBeCloseTo(-1_100_000, 6);
    expect(amounts.yAxis.max).toBeCloseTo(100_000, 6);
  });

  it('hides the forward and option series until their legend entry is clicked', () => {
    const { amounts } = chart(3);
    expect(amounts.legend.selected).toEqual({
      'Long forward': false,
      'Short forward': false,
      Call: false,
      Put: false,
    });
    expect(amounts.series.map((s) => s.name)).toContain('Exposure');
  });

  it('zooms on the last 25 periods when there are more', () => {
    expect(initialZoom(INITIAL_ZOOM_PERIODS)).toEqual([]);
    const zoom = initialZoom(36);
    expect(zoom.map((z) => [z.startValue, z.endValue])).toEqual([
      [11, 35],
      [11, 35],
    ]);
    expect(chart(36).amounts.dataZoom).toHaveLength(2);
  });

  it('has a dark palette different from the light one', () => {
    expect(analyticsPalette('dark').exposure).not.toBe(analyticsPalette('light').exposure);
  });
});
