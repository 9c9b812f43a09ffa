import type { PeriodFigures } from '@cobertura/contracts';
import { paddedAxis } from '../../markets/index.ts';
import { type AnalyticsPalette, CHART_SERIES } from './analyticsPalette.ts';
import { exposureOf } from './exposureOf.ts';

/** Spec 02 §9: the past view first shows the last 25 periods. */
export const INITIAL_ZOOM_PERIODS = 25;

/** A period as the charts read it: its first day and the figures of the scenario shown. */
export interface ChartPeriod {
  date: string;
  figures: PeriodFigures;
}

/** The names of the period charts' series: the coloured series and the two ratios. */
export const CHART_NAMES = [...CHART_SERIES, 'hedgeRatio', 'programRatio'] as const;

/** The series names, in the reader's language. */
export type ChartNames = Record<(typeof CHART_NAMES)[number], string>;

export interface ChartFormat {
  date: (date: string) => string;
  /** An amount on the axis, bare. */
  amount: (value: number) => string;
  /** An amount in the tooltip, with what it counts (USD 1,000,000); the bare amount when absent. */
  amountWithUnit?: (value: number) => string;
  percent: (fraction: number) => string;
}

/**
 * The zoom of a category axis of `count` periods: none when they all fit, else the last 25 shown
 * (spec 02 §9), movable with the wheel and the slider.
 */
export function initialZoom(count: number) {
  if (count <= INITIAL_ZOOM_PERIODS) return [];
  const window = { startValue: count - INITIAL_ZOOM_PERIODS, endValue: count - 1 };
  return [
    { type: 'inside', ...window },
    { type: 'slider', height: 18, bottom: 4, ...window },
  ];
}

/** A value axis padded 10 % of its range (spec 02 §9); bars stand on zero, so zero is in range. */
function valueAxis(values: number[], formatter: (value: number) => string, palette: AnalyticsPalette) {
  const range = paddedAxis([0, ...values]);
  return {
    type: 'value',
    ...(range ? { min: range.min, max: range.max } : {}),
    splitLine: { lineStyle: { color: palette.grid } },
    // The padded ends are not round numbers: the ticks inside them are labelled, the ends are not.
    axisLabel: { formatter, showMinLabel: false, showMaxLabel: false },
  };
}

/**
 * The two Analytics charts by period: exposure, hedge and net (exposure − hedge) as bars with the
 * program as a line, the forward and option notionals as lines hidden until their legend entry is
 * clicked; and the hedge ratio against the program's ratio of the exposure.
 */
export function periodChartOptions(
  periods: readonly ChartPeriod[],
  names: ChartNames,
  palette: AnalyticsPalette,
  format: ChartFormat,
) {
  const dates = periods.map((p) => p.date);
  const pick = (read: (f: PeriodFigures) => number) => periods.map((p) => read(p.figures));
  const exposure = pick(exposureOf);
  const hedge = pick((f) => f.hedge);
  const net = periods.map((_, i) => (exposure[i] ?? 0) - (hedge[i] ?? 0));
  const program = pick((f) => f.program);
  const extras = [
    { name: names.longForward, data: pick((f) => f.long_forward.notional), color: palette.longForward },
    { name: names.shortForward, data: pick((f) => f.short_forward.notional), color: palette.shortForward },
    { name: names.call, data: pick((f) => f.call.notional), color: palette.call },
    { name: names.put, data: pick((f) => f.put.notional), color: palette.put },
  ];
  const hedgeRatio = periods.map((p) => p.figures.hedge_percent);
  const programRatio = periods.map((p, i) => {
    const total = exposure[i] ?? 0;
    return total === 0 ? null : p.figures.program / total;
  });

  const common = {
    animation: false,
    textStyle: { color: palette.text },
    legend: { top: 0, textStyle: { color: palette.text } },
    grid: {
      left: 8,
      right: 16,
      top: 36,
      bottom: periods.length > INITIAL_ZOOM_PERIODS ? 40 : 16,
      containLabel: true,
    },
    xAxis: { type: 'category', data: dates, axisLabel: { hideOverlap: true, formatter: format.date } },
    dataZoom: initialZoom(periods.length),
  };
  const bar = (name: string, data: number[], color: string) => ({
    name,
    type: 'bar',
    data,
    itemStyle: { color },
  });
  const line = (name: string, data: (number | null)[], color: string) => ({
    name,
    type: 'line',
    data,
    color,
    showSymbol: periods.length <= INITIAL_ZOOM_PERIODS,
    connectNulls: false,
  });

  const amounts = {
    ...common,
    legend: {
      ...common.legend,
      selected: Object.fromEntries(extras.map((extra) => [extra.name, false])),
    },
    tooltip: {
      trigger: 'axis',
      valueFormatter: (v: unknown) =>
        typeof v === 'number' ? (format.amountWithUnit ?? format.amount)(v) : '—',
    },
    yAxis: valueAxis(
      [...exposure, ...hedge, ...net, ...program, ...extras.flatMap((e) => e.data)],
      format.amount,
      palette,
    ),
    series: [
      bar(names.exposure, exposure, palette.exposure),
      bar(names.hedge, hedge, palette.hedge),
      bar(names.net, net, palette.net),
      line(names.program, program, palette.program),
      ...extras.map((extra) => line(extra.name, extra.data, extra.color)),
    ],
  };
  const ratios = {
    ...common,
    tooltip: {
      trigger: 'axis',
      valueFormatter: (v: unknown) => (typeof v === 'number' ? format.percent(v) : '—'),
    },
    yAxis: valueAxis(
      [...hedgeRatio, ...programRatio].filter((v): v is number => v !== null),
      format.percent,
      palette,
    ),
    series: [
      line(names.hedgeRatio, hedgeRatio, palette.hedge),
      line(names.programRatio, programRatio, palette.program),
    ],
  };
  return { amounts, ratios };
}
