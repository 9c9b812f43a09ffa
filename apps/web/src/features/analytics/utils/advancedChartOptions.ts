import type { AdvancedGroup, VarBacktest } from '@cobertura/contracts';
import { type AnalyticsPalette, unitAxisName } from './analyticsPalette.ts';

export interface AdvancedChartFormat {
  /** Money with its currency (COP 1,234,567), for tooltips. */
  amount: (value: number) => string;
  /** The currency of the group's money, which the axes and the colour scale are named with. */
  currency: string | null;
  /** A compact amount for a cell label (1.2 M). */
  compact: (value: number) => string;
  percent: (fraction: number) => string;
  /** Volatility points, signed: +2.5 pts. */
  points: (shift: number) => string;
  date: (date: string) => string;
}

/** A signed move as the axes show it: +10 %, −5 %, 0 %; money keeps its code first (COP +1,200). */
export function signed(text: string, value: number): string {
  if (!(value > 0)) return text;
  const code = /^[A-Z]{3}\u00a0/.exec(text)?.[0] ?? '';
  return `${code}+${text.slice(code.length)}`;
}

/**
 * The spot × volatility heat-map: the cells are the hedges' value change from today's (the centre),
 * coloured on a scale symmetric around zero (losses one colour, gains the other, nothing neutral);
 * the tooltip gives the value itself.
 */
export function matrixChartOptions(
  group: Pick<AdvancedGroup, 'matrix' | 'value'>,
  names: { spot: string; vol: string; value: string; change: string },
  palette: AnalyticsPalette,
  format: AdvancedChartFormat,
) {
  const { spotShocks, volShifts, values } = group.matrix;
  const data = volShifts.flatMap((_, i) => spotShocks.map((_, j) => [j, i, values[i]![j]! - group.value]));
  const reach = Math.max(1, ...data.map((cell) => Math.abs(cell[2]!)));
  return {
    aria: { enabled: true },
    tooltip: {
      position: 'top',
      formatter: ({ value }: { value: [number, number, number] }) => {
        const [j, i, change] = value;
        return [
          `${names.spot}: ${signed(format.percent(spotShocks[j]!), spotShocks[j]!)}`,
          `${names.vol}: ${format.points(volShifts[i]!)}`,
          `${names.value}: ${format.amount(values[i]![j]!)}`,
          `${names.change}: ${signed(format.amount(change), change)}`,
        ].join('<br/>');
      },
    },
    grid: { left: 90, right: 24, top: 16, bottom: 120 },
    xAxis: {
      type: 'category',
      name: names.spot,
      nameLocation: 'middle',
      nameGap: 30,
      data: spotShocks.map((shock) => signed(format.percent(shock), shock)),
      axisLabel: { color: palette.text },
      splitArea: { show: true },
    },
    yAxis: {
      type: 'category',
      name: names.vol,
      nameLocation: 'middle',
      nameGap: 70,
      data: volShifts.map(format.points),
      axisLabel: { color: palette.text },
      splitArea: { show: true },
    },
    visualMap: {
      min: -reach,
      max: reach,
      calculable: true,
      orient: 'horizontal',
      left: 'center',
      bottom: 0,
      itemHeight: 240,
      text: [format.currency ? `${names.change} (${format.currency})` : names.change, ''],
      textStyle: { color: palette.text },
      formatter: (value: number) => format.compact(value),
      inRange: { color: [palette.loss, palette.even, palette.gain] },
    },
    series: [
      {
        type: 'heatmap',
        name: names.change,
        data,
        label: {
          show: true,
          formatter: ({ value }: { value: [number, number, number] }) => format.compact(value[2]),
          color: palette.text,
        },
        emphasis: { itemStyle: { borderColor: palette.text, borderWidth: 1 } },
      },
    ],
  };
}

/**
 * The back-test: the book's daily P&L as bars, the negative of each day's VaR as a line, and the
 * days the loss went beyond it marked.
 */
export function backtestChartOptions(
  backtest: VarBacktest,
  names: { pnl: string; limit: string; exception: string },
  palette: AnalyticsPalette,
  format: AdvancedChartFormat,
) {
  const dates = backtest.days.map((day) => format.date(day.date));
  return {
    aria: { enabled: true },
    legend: { top: 0, textStyle: { color: palette.text } },
    tooltip: { trigger: 'axis', valueFormatter: (value: number) => format.amount(value) },
    grid: { left: 90, right: 24, top: 36, bottom: 40 },
    xAxis: { type: 'category', data: dates, axisLabel: { color: palette.text } },
    yAxis: {
      type: 'value',
      ...unitAxisName(format.currency, palette),
      splitLine: { lineStyle: { color: palette.grid } },
      axisLabel: { color: palette.text, formatter: format.compact },
    },
    series: [
      {
        type: 'bar',
        name: names.pnl,
        data: backtest.days.map((day) => day.pnl),
        itemStyle: { color: palette.exposure },
      },
      {
        type: 'line',
        name: names.limit,
        data: backtest.days.map((day) => -day.valueAtRisk),
        showSymbol: false,
        lineStyle: { color: palette.program, width: 2 },
        itemStyle: { color: palette.program },
      },
      {
        type: 'scatter',
        name: names.exception,
        data: backtest.days.map((day, i) => (day.exception ? [i, day.pnl] : null)).filter((p) => p !== null),
        symbol: 'diamond',
        symbolSize: 12,
        itemStyle: { color: palette.net },
      },
    ],
  };
}
