import type { ComparisonMode } from '@cobertura/contracts';
import { formatDate, formatSignificant } from '../../../utils/format.ts';
import { paddedAxis } from './chartPadding.ts';
import { type AlignedPair, base100, combine, isTwoAxes, type Regression } from './comparison.ts';
import type { ChartPalette } from './palette.ts';

const DIGITS = 6;

/** The series' and axes' names, in the reader's language. */
export interface ComparisonNames {
  first: string;
  second: string;
  residual: string;
  fitted: string;
  /** The scatter of the first against the second. */
  regression: string;
  product: string;
  ratio: string;
  /** The axis of the two series indexed to 100 on the first day compared. */
  indexAxis: string;
}

/** A value axis padded as spec 02 §9 says (log axes keep ECharts' own powers of ten). */
function valueAxis(values: readonly number[], lang: string, extra: Record<string, unknown> = {}) {
  const range = paddedAxis(values);
  return {
    type: 'value',
    scale: true,
    ...(range && extra.type !== 'log' ? { min: range.min, max: range.max } : {}),
    // The padded ends are not round numbers: the ticks inside them are labelled, the ends are not.
    axisLabel: {
      formatter: (v: number) => formatSignificant(v, lang, 4),
      showMinLabel: false,
      showMaxLabel: false,
    },
    ...extra,
  };
}

/**
 * The ECharts option of a comparison in one of the nine modes: the two series on one axis, rebased,
 * on two axes (plain, log, inverted), their product or ratio, or the regression of the first on the
 * second (scatter and fitted line above, the residual through time below).
 */
export function comparisonOption(
  pair: AlignedPair,
  mode: ComparisonMode,
  regression: Regression | null,
  names: ComparisonNames,
  palette: ChartPalette,
  lang: string,
) {
  const common = {
    animation: false,
    color: [palette.line, palette.second],
    textStyle: { color: palette.text },
    tooltip: {
      trigger: 'axis',
      valueFormatter: (v: unknown) => (typeof v === 'number' ? formatSignificant(v, lang, DIGITS) : '—'),
    },
    legend: { top: 0, textStyle: { color: palette.text } },
  };
  const timeAxis = {
    type: 'category',
    data: pair.dates,
    axisLabel: { hideOverlap: true, formatter: (date: string) => formatDate(date, lang) },
  };
  const line = (name: string, data: number[], yAxisIndex = 0) => ({
    name,
    type: 'line',
    data,
    yAxisIndex,
    showSymbol: false,
    lineStyle: { width: 1.5 },
  });
  if (mode === 'REGRESS' || mode === 'REGRESS (LOG)') {
    const isLog = mode === 'REGRESS (LOG)';
    const x = isLog ? pair.second.map(Math.log) : pair.second;
    const y = isLog ? pair.first.map(Math.log) : pair.first;
    const xRange = paddedAxis(x);
    const fitted =
      regression && xRange
        ? [xRange.min, xRange.max].map((v) => [v, regression.intercept + regression.slope * v])
        : [];
    return {
      ...common,
      tooltip: { trigger: 'item' },
      grid: [
        { left: 64, right: 24, top: 36, height: '48%' },
        { left: 64, right: 24, top: '68%', bottom: 48 },
      ],
      xAxis: [
        { ...valueAxis(x, lang), gridIndex: 0, name: names.second, nameLocation: 'middle', nameGap: 24 },
        { ...timeAxis, gridIndex: 1 },
      ],
      yAxis: [
        { ...valueAxis(y, lang), gridIndex: 0, name: names.first },
        { ...valueAxis(regression?.residuals ?? [], lang), gridIndex: 1, name: names.residual },
      ],
      series: [
        {
          name: names.regression,
          type: 'scatter',
          symbolSize: 3,
          data: x.map((v, i) => [v, y[i]]),
          xAxisIndex: 0,
          yAxisIndex: 0,
        },
        {
          name: names.fitted,
          type: 'line',
          data: fitted,
          xAxisIndex: 0,
          yAxisIndex: 0,
          showSymbol: false,
          color: palette.second,
        },
        { ...line(names.residual, regression?.residuals ?? [], 1), xAxisIndex: 1, color: palette.trend },
      ],
    };
  }
  const grid = { left: 64, right: isTwoAxes(mode) ? 64 : 24, top: 36, bottom: 64 };
  const dataZoom = [{ type: 'inside' }, { type: 'slider', height: 18, bottom: 8 }];
  const timeSeries = { ...common, grid, dataZoom, xAxis: timeAxis };
  if (mode === 'MULTIPLY' || mode === 'DIVIDE') {
    const values = combine(pair, mode);
    const name = mode === 'MULTIPLY' ? names.product : names.ratio;
    return { ...timeSeries, yAxis: valueAxis(values, lang), series: [line(name, values)] };
  }
  if (isTwoAxes(mode)) {
    const extra = mode === 'TWO AXES (LOG)' ? { type: 'log' } : {};
    return {
      ...timeSeries,
      yAxis: [
        valueAxis(pair.first, lang, { ...extra, name: names.first }),
        valueAxis(pair.second, lang, { ...extra, name: names.second, inverse: mode === 'TWO AXES (INV)' }),
      ],
      series: [line(names.first, pair.first, 0), line(names.second, pair.second, 1)],
    };
  }
  const isIndexed = mode === 'BASE 100';
  const [first, second] = isIndexed ? [base100(pair.first), base100(pair.second)] : [pair.first, pair.second];
  return {
    ...timeSeries,
    yAxis: valueAxis(
      [...first, ...second],
      lang,
      isIndexed ? { name: names.indexAxis, nameTextStyle: { align: 'left' } } : {},
    ),
    series: [line(names.first, first), line(names.second, second)],
  };
}
