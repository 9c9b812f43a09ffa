import type { Candle, PastPeriod, RateBridge, SettlementMark } from '@cobertura/contracts';
import { paddedAxis } from '../../markets/index.ts';
import { type AnalyticsPalette, unitAxisName } from './analyticsPalette.ts';
import type { FigureKind } from './figureText.ts';
import { INITIAL_ZOOM_PERIODS, initialZoom } from './periodChartOptions.ts';

/** The past view's series and card labels, in the reader's language. */
export interface PastChartNames {
  pnl: string;
  cumulative: string;
  achieved: string;
  budget: string;
  spot: string;
  spotMove: string;
  forwardPoints: string;
  hedgeRatio: string;
  premium: string;
  candles: string;
  settled: string;
  open: string;
  high: string;
  low: string;
  close: string;
  settledAverage: string;
  forwardAverage: string;
  contractAverage: string;
  rate: string;
  notional: string;
}

export interface PastChartFormat {
  date: (date: string) => string;
  /** Money and rates bare, for an axis's labels (the axis is named with their unit). */
  amount: (value: number | null) => string;
  rate: (value: number | null) => string;
  /** A figure with what it counts (COP 52,340; 4,185.20 COP per USD), for tooltips and hover cards. */
  figure: (kind: FigureKind, value: number | null) => string;
  /** What an axis's figures count, as its name; null when unknown. */
  unit: (kind: FigureKind) => string | null;
}

/** The bridge's parts in the order the waterfall steps from the budget to the achieved rate, with their names. */
export const BRIDGE_PARTS = {
  spot_move: 'spotMove',
  forward_points: 'forwardPoints',
  hedge_ratio: 'hedgeRatio',
  premium: 'premium',
} as const satisfies Record<keyof RateBridge, keyof PastChartNames>;

const common = (palette: AnalyticsPalette) => ({
  animation: false,
  textStyle: { color: palette.text },
  legend: { top: 0, textStyle: { color: palette.text } },
});

const grid = (hasSlider: boolean) => ({
  left: 8,
  right: 16,
  top: 36,
  bottom: hasSlider ? 40 : 16,
  containLabel: true,
});

function valueAxis(
  values: (number | null)[],
  formatter: (value: number) => string,
  palette: AnalyticsPalette,
  unit: string | null,
) {
  const range = paddedAxis(values);
  return {
    type: 'value',
    ...(range ? { min: range.min, max: range.max } : {}),
    ...unitAxisName(unit, palette),
    splitLine: { lineStyle: { color: palette.grid } },
    axisLabel: { formatter, showMinLabel: false, showMaxLabel: false },
  };
}

/** A tooltip row: the series' marker, its name and the value. */
const tooltipRow = (marker: string, name: string, value: string) => `${marker}${name}: <b>${value}</b>`;

/**
 * PnL by period (bars) with its cumulative sum (line), and the achieved rate against the budget and
 * the spot at settlement; both zoom on the last 25 periods first (spec 02 §9).
 */
export function pastPeriodOptions(
  periods: readonly PastPeriod[],
  names: PastChartNames,
  palette: AnalyticsPalette,
  format: PastChartFormat,
) {
  const dates = periods.map((p) => p.date);
  const hasSlider = periods.length > INITIAL_ZOOM_PERIODS;
  const xAxis = { type: 'category', data: dates, axisLabel: { hideOverlap: true, formatter: format.date } };
  const pnl = periods.map((p) => p.pnl);
  const cumulative = periods.map((p) => p.cumulative_pnl);
  const line = (name: string, data: (number | null)[], color: string) => ({
    name,
    type: 'line',
    data,
    color,
    showSymbol: !hasSlider,
    connectNulls: false,
  });
  const rateSeries = [
    line(
      names.achieved,
      periods.map((p) => p.achieved_rate),
      palette.hedge,
    ),
    line(
      names.budget,
      periods.map((p) => p.budget_rate),
      palette.program,
    ),
    line(
      names.spot,
      periods.map((p) => p.spot_rate),
      palette.exposure,
    ),
  ];
  const chart = <S>(kind: 'money' | 'rate', values: (number | null)[], series: S[]) => ({
    ...common(palette),
    grid: grid(hasSlider),
    xAxis,
    dataZoom: initialZoom(periods.length),
    tooltip: {
      trigger: 'axis',
      valueFormatter: (v: unknown) => format.figure(kind, typeof v === 'number' ? v : null),
    },
    yAxis: valueAxis(values, kind === 'money' ? format.amount : format.rate, palette, format.unit(kind)),
    series,
  });
  return {
    pnl: chart(
      'money',
      [0, ...pnl, ...cumulative],
      [
        {
          name: names.pnl,
          type: 'bar',
          data: pnl.map((value) => ({
            value,
            itemStyle: { color: value < 0 ? palette.net : palette.hedge },
          })),
          color: palette.hedge,
        },
        line(names.cumulative, cumulative, palette.exposure),
      ],
    ),
    rates: chart(
      'rate',
      rateSeries.flatMap((s) => s.data),
      rateSeries,
    ),
  };
}

/**
 * The bridge of one period as a waterfall: the budget rate, each part stepping from the level
 * before it (up or down), and the achieved rate. Bars stand on an invisible base (the usual way
 * ECharts draws a waterfall); the axis starts below the lowest level so that the steps show.
 */
export function bridgeOptions(
  period: PastPeriod & { bridge: RateBridge; budget_rate: number },
  names: PastChartNames,
  palette: AnalyticsPalette,
  format: PastChartFormat,
) {
  const budget = period.budget_rate;
  const steps: { name: string; from: number; to: number; value: number; color: string }[] = [];
  let level = budget;
  for (const [part, label] of Object.entries(BRIDGE_PARTS) as [keyof RateBridge, keyof PastChartNames][]) {
    const value = period.bridge[part];
    const name = names[label];
    steps.push({
      name,
      from: level,
      to: level + value,
      value,
      color: value < 0 ? palette.net : palette.hedge,
    });
    level += value;
  }
  const levels = [budget, level, ...steps.map((s) => s.to)];
  const axis = paddedAxis(levels) ?? { min: 0, max: 1 };
  const ends = [
    { name: names.budget, value: budget, color: palette.program },
    { name: names.achieved, value: level, color: palette.exposure },
  ];
  const categories = [ends[0]!.name, ...steps.map((s) => s.name), ends[1]!.name];
  const base = [axis.min, ...steps.map((s) => Math.min(s.from, s.to)), axis.min];
  const bars = [
    { value: budget - axis.min, itemStyle: { color: ends[0]!.color } },
    ...steps.map((s) => ({ value: Math.abs(s.value), itemStyle: { color: s.color } })),
    { value: level - axis.min, itemStyle: { color: ends[1]!.color } },
  ];
  const shown = [budget, ...steps.map((s) => s.value), level];
  return {
    ...common(palette),
    legend: undefined,
    grid: grid(false),
    xAxis: { type: 'category', data: categories, axisLabel: { interval: 0 } },
    yAxis: {
      type: 'value',
      min: axis.min,
      max: axis.max,
      ...unitAxisName(format.unit('rate'), palette),
      splitLine: { lineStyle: { color: palette.grid } },
      axisLabel: { formatter: (v: number) => format.rate(v), showMinLabel: false, showMaxLabel: false },
    },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      formatter: (params: { dataIndex: number; name: string; marker: string }[]) => {
        const [first] = params;
        if (!first) return '';
        const value = shown[first.dataIndex] ?? null;
        const isStep = first.dataIndex > 0 && first.dataIndex <= steps.length;
        const text = format.figure('rate', value);
        return `${first.name}: <b>${isStep && value !== null && value > 0 ? `+${text}` : text}</b>`;
      },
    },
    series: [
      // Stacked under each bar: where it starts.
      {
        type: 'bar',
        stack: 'bridge',
        data: base,
        itemStyle: { color: 'transparent' },
        silent: true,
      },
      {
        type: 'bar',
        stack: 'bridge',
        data: bars,
        label: {
          show: true,
          position: 'top',
          color: palette.text,
          formatter: ({ dataIndex }: { dataIndex: number }) => format.rate(shown[dataIndex] ?? null),
        },
      },
    ],
  };
}

/** The candle of each settlement day: the last candle on or before it (a weekly or monthly candle holds it). */
function candleOf(candles: readonly Candle[], date: string): Candle | undefined {
  let found: Candle | undefined;
  for (const candle of candles) {
    if (candle.date > date) break;
    found = candle;
  }
  return found;
}

/**
 * The pair's candles with the settled hedges marked at their fixing date and settled average rate.
 * Hovering a candle shows its open, high, low and close; a settlement's card adds the date, settled
 * average, forward, rate (the candle's close) and contract averages (spec 02 §2 tooltips and hover
 * cards). The zoom first shows the window of the last 25 periods (from `zoomFrom`).
 */
export function candleOptions(
  candles: readonly Candle[],
  settlements: readonly SettlementMark[],
  zoomFrom: string | null,
  names: PastChartNames,
  palette: AnalyticsPalette,
  format: PastChartFormat,
) {
  const dates = candles.map((c) => c.date);
  const marksByCandle = new Map<string, SettlementMark[]>();
  for (const mark of settlements) {
    const candle = candleOf(candles, mark.date);
    if (!candle) continue;
    marksByCandle.set(candle.date, [...(marksByCandle.get(candle.date) ?? []), mark]);
  }
  const candleByDate = new Map(candles.map((c) => [c.date, c]));
  const startIndex =
    zoomFrom === null
      ? 0
      : Math.max(
          0,
          dates.findIndex((d) => d >= zoomFrom),
        );
  const window = { startValue: startIndex, endValue: Math.max(0, dates.length - 1) };
  const axis = paddedAxis([
    ...candles.flatMap((c) => [c.low, c.high]),
    ...settlements.map((m) => m.settled_average),
  ]);
  const card = (date: string) => {
    const candle = candleByDate.get(date);
    const rows = [`<b>${format.date(date)}</b>`];
    if (candle) {
      rows.push(
        `${names.open}: ${format.rate(candle.open)} · ${names.high}: ${format.rate(candle.high)}`,
        `${names.low}: ${format.rate(candle.low)} · ${names.close}: ${format.figure('rate', candle.close)}`,
      );
    }
    for (const mark of marksByCandle.get(date) ?? []) {
      rows.push(
        `<b>${names.settled}: ${format.date(mark.date)}</b>`,
        tooltipRow('', names.settledAverage, format.figure('rate', mark.settled_average)),
        tooltipRow('', names.forwardAverage, format.figure('rate', mark.forward_average)),
        tooltipRow('', names.rate, format.figure('rate', candle?.close ?? null)),
        tooltipRow('', names.contractAverage, format.figure('rate', mark.contract_average)),
        tooltipRow('', names.notional, format.figure('quantity', mark.notional)),
        tooltipRow('', names.pnl, format.figure('money', mark.pnl)),
      );
    }
    return rows.join('<br/>');
  };
  return {
    ...common(palette),
    grid: grid(true),
    xAxis: { type: 'category', data: dates, axisLabel: { hideOverlap: true, formatter: format.date } },
    yAxis: {
      type: 'value',
      ...(axis ? { min: axis.min, max: axis.max } : {}),
      ...unitAxisName(format.unit('rate'), palette),
      splitLine: { lineStyle: { color: palette.grid } },
      axisLabel: { formatter: (v: number) => format.rate(v), showMinLabel: false, showMaxLabel: false },
    },
    dataZoom: [
      { type: 'inside', ...window },
      { type: 'slider', height: 18, bottom: 4, ...window },
    ],
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'cross' },
      formatter: (params: { axisValue: string }[]) => (params[0] ? card(params[0].axisValue) : ''),
    },
    series: [
      {
        name: names.candles,
        type: 'candlestick',
        // ECharts reads a candle as [open, close, lowest, highest].
        data: candles.map((c) => [c.open, c.close, c.low, c.high]),
        itemStyle: {
          color: palette.hedge,
          color0: palette.net,
          borderColor: palette.hedge,
          borderColor0: palette.net,
        },
      },
      {
        name: names.settled,
        type: 'scatter',
        symbol: 'diamond',
        symbolSize: 12,
        color: palette.program,
        data: [...marksByCandle.entries()].flatMap(([date, marks]) =>
          marks.map((m) => [date, m.settled_average]),
        ),
      },
    ],
  };
}
