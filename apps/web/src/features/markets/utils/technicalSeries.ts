import type { UserPreferences } from '@cobertura/contracts';
import {
  CandlestickSeries,
  HistogramSeries,
  type IChartApi,
  type ISeriesApi,
  LineSeries,
  LineStyle,
  type SeriesType,
  type Time,
} from 'lightweight-charts';
import { formatNumber } from '../../../utils/format.ts';
import type { FibonacciLine } from './fibonacciLines.ts';
import type { IndicatorLines } from './indicatorLines.ts';
import type { ChartBar } from './intervalBars.ts';
import type { ChartPalette } from './palette.ts';

export type Show = UserPreferences['markets_choices']['show'];

/** Height of the price pane and of each oscillator pane below it, in pixels. */
export const PRICE_PANE_HEIGHT = 380;
export const OSCILLATOR_PANE_HEIGHT = 120;
/** Significant digits of a price on the axis and in the legend. */
export const PRICE_DIGITS = 6;
/** The oscillators drawn in their own panes, top to bottom. */
export const OSCILLATORS = ['RSI', 'MACD', 'STOCH'] as const;
/** Levels drawn on the oscillators: RSI 70/30 and stochastic 80/20 (Wilder; Lane). */
const RSI_LEVELS = [70, 30];
const STOCH_LEVELS = [80, 20];

/** The series' names, in the reader's language. */
export interface ChartLabels {
  ma1: string;
  ma2: string;
  trendShort: string;
  trendMedium: string;
  trendLong: string;
}

/** What the series are drawn from: the bars, their indicator lines and what the toggles show. */
export interface TechnicalSeries {
  bars: readonly ChartBar[];
  lines: IndicatorLines;
  show: Show;
  fibonacci: readonly FibonacciLine[];
  isCandles: boolean;
}

const points = (bars: readonly ChartBar[], values: readonly (number | null)[]) =>
  bars.flatMap((bar, i) => {
    const value = values[i];
    return value === null || value === undefined ? [] : [{ time: bar.time as Time, value }];
  });

/** Adds the series the toggles ask for: overlays on the price pane, one pane below per oscillator. */
export function drawSeries(
  chart: IChartApi,
  { bars, lines, show, fibonacci, isCandles }: TechnicalSeries,
  palette: ChartPalette,
  labels: ChartLabels,
  lang: string,
): void {
  const main: ISeriesApi<SeriesType> = isCandles
    ? chart.addSeries(CandlestickSeries, {
        upColor: palette.up,
        downColor: palette.down,
        borderUpColor: palette.up,
        borderDownColor: palette.down,
        wickUpColor: palette.up,
        wickDownColor: palette.down,
      })
    : chart.addSeries(LineSeries, { color: palette.line, lineWidth: 2 });
  main.setData(
    isCandles
      ? bars.map(({ time, open, high, low, close }) => ({ time: time as Time, open, high, low, close }))
      : bars.map(({ time, close }) => ({ time: time as Time, value: close })),
  );
  const overlay = (
    values: readonly (number | null)[],
    color: string,
    title: string,
    style = LineStyle.Solid,
  ) =>
    chart
      .addSeries(LineSeries, {
        color,
        lineWidth: 1,
        lineStyle: style,
        title,
        priceLineVisible: false,
        lastValueVisible: false,
        crosshairMarkerVisible: false,
      })
      .setData(points(bars, values));
  if (show['20ma']) overlay(lines.ma1, palette.ma1, labels.ma1);
  if (show['40ma']) overlay(lines.ma2, palette.ma2, labels.ma2);
  if (show.Boll) {
    overlay(lines.bollUpper, palette.boll, '', LineStyle.Dashed);
    overlay(lines.bollMiddle, palette.boll, 'Boll', LineStyle.Dotted);
    overlay(lines.bollLower, palette.boll, '', LineStyle.Dashed);
  }
  if (show.trendLineData) {
    overlay(lines.trendShort, palette.trend, labels.trendShort, LineStyle.Dotted);
    overlay(lines.trendMedium, palette.trend, labels.trendMedium, LineStyle.Dashed);
    overlay(lines.trendLong, palette.trend, labels.trendLong, LineStyle.Solid);
  }
  for (const level of fibonacci) {
    main.createPriceLine({
      price: level.price,
      color: palette.fibonacci,
      lineWidth: 1,
      lineStyle: LineStyle.Dashed,
      axisLabelVisible: true,
      title: `${level.kind} ${formatNumber(level.ratio * 100, lang, 1)} %`,
    });
  }

  let pane = 0;
  const paneLine = (values: readonly (number | null)[], color: string, title: string) =>
    chart
      .addSeries(LineSeries, { color, lineWidth: 1, title, priceLineVisible: false }, pane)
      .setData(points(bars, values));
  // An oscillator's main line with its overbought and oversold levels.
  const leveledLine = (
    values: readonly (number | null)[],
    color: string,
    title: string,
    levels: number[],
  ) => {
    const series = chart.addSeries(LineSeries, { color, lineWidth: 1, title, priceLineVisible: false }, pane);
    series.setData(points(bars, values));
    for (const price of levels)
      series.createPriceLine({
        price,
        color: palette.boll,
        lineWidth: 1,
        lineStyle: LineStyle.Dotted,
        axisLabelVisible: true,
        title: '',
      });
  };
  if (show.RSI) {
    pane++;
    leveledLine(lines.rsi, palette.rsi, 'RSI', RSI_LEVELS);
  }
  if (show.MACD) {
    pane++;
    chart.addSeries(HistogramSeries, { priceLineVisible: false, lastValueVisible: false }, pane).setData(
      points(bars, lines.macdHist).map((point) => ({
        ...point,
        color: point.value >= 0 ? palette.up : palette.down,
      })),
    );
    paneLine(lines.macd, palette.macd, 'MACD');
    paneLine(lines.macdSignal, palette.signal, '');
  }
  if (show.STOCH) {
    pane++;
    leveledLine(lines.stochK, palette.stochK, '%K', STOCH_LEVELS);
    paneLine(lines.stochD, palette.stochD, '%D');
  }
  // Stretch factors rather than heights: the chart sizes itself to its box after this runs.
  chart.panes().forEach((chartPane, i) => {
    chartPane.setStretchFactor(i === 0 ? PRICE_PANE_HEIGHT : OSCILLATOR_PANE_HEIGHT);
  });
}
