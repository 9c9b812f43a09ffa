import type { UserPreferences } from '@cobertura/contracts';
import { Anchor, Box, Group, Stack, Text, useComputedColorScheme } from '@mantine/core';
import {
  CandlestickSeries,
  ColorType,
  createChart,
  HistogramSeries,
  type IChartApi,
  type ISeriesApi,
  LineSeries,
  LineStyle,
  type SeriesType,
  type Time,
} from 'lightweight-charts';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber, formatSignificant } from '../../../utils/format.ts';
import { scaleMarginFor } from '../utils/chartPadding.ts';
import type { FibonacciLine } from '../utils/fibonacciLines.ts';
import type { IndicatorLines } from '../utils/indicatorLines.ts';
import type { ChartBar } from '../utils/intervalBars.ts';
import { type ChartPalette, chartPalette } from '../utils/palette.ts';

type Show = UserPreferences['markets_choices']['show'];

/** Height of the price pane and of each oscillator pane below it, in pixels. */
const PRICE_PANE_HEIGHT = 380;
const OSCILLATOR_PANE_HEIGHT = 120;
/** Levels drawn on the oscillators: RSI 70/30 and stochastic 80/20 (Wilder; Lane). */
const RSI_LEVELS = [70, 30];
const STOCH_LEVELS = [80, 20];
const PRICE_DIGITS = 6;
/** The oscillators drawn in their own panes, top to bottom. */
const OSCILLATORS = ['RSI', 'MACD', 'STOCH'] as const;

export interface ChartLabels {
  ma1: string;
  ma2: string;
  trendShort: string;
  trendMedium: string;
  trendLong: string;
}

const points = (bars: readonly ChartBar[], values: readonly (number | null)[]) =>
  bars.flatMap((bar, i) => {
    const value = values[i];
    return value === null || value === undefined ? [] : [{ time: bar.time as Time, value }];
  });

/** Adds the series the toggles ask for: overlays on the price pane, one pane below per oscillator. */
function drawSeries(
  chart: IChartApi,
  bars: readonly ChartBar[],
  lines: IndicatorLines,
  show: Show,
  fibonacci: readonly FibonacciLine[],
  isCandles: boolean,
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
  const paneLine = (pane: number, values: readonly (number | null)[], color: string, title: string) =>
    chart
      .addSeries(LineSeries, { color, lineWidth: 1, title, priceLineVisible: false }, pane)
      .setData(points(bars, values));
  const levels = (series: ISeriesApi<SeriesType>, prices: number[]) => {
    for (const price of prices)
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
    const series = chart.addSeries(
      LineSeries,
      { color: palette.rsi, lineWidth: 1, title: 'RSI', priceLineVisible: false },
      pane,
    );
    series.setData(points(bars, lines.rsi));
    levels(series, RSI_LEVELS);
  }
  if (show.MACD) {
    pane++;
    chart.addSeries(HistogramSeries, { priceLineVisible: false, lastValueVisible: false }, pane).setData(
      points(bars, lines.macdHist).map((point) => ({
        ...point,
        color: point.value >= 0 ? palette.up : palette.down,
      })),
    );
    paneLine(pane, lines.macd, palette.macd, 'MACD');
    paneLine(pane, lines.macdSignal, palette.signal, '');
  }
  if (show.STOCH) {
    pane++;
    const series = chart.addSeries(
      LineSeries,
      { color: palette.stochK, lineWidth: 1, title: '%K', priceLineVisible: false },
      pane,
    );
    series.setData(points(bars, lines.stochK));
    levels(series, STOCH_LEVELS);
    paneLine(pane, lines.stochD, palette.stochD, '%D');
  }
  // Stretch factors rather than heights: the chart sizes itself to its box after this runs.
  chart.panes().forEach((chartPane, i) => {
    chartPane.setStretchFactor(i === 0 ? PRICE_PANE_HEIGHT : OSCILLATOR_PANE_HEIGHT);
  });
}

/**
 * The technical-analysis chart on TradingView lightweight-charts: candles (or a line of closes),
 * the overlays and Fibonacci levels on the price pane, RSI, MACD and the stochastic in panes below,
 * and the hovered bar's open, high, low and close above it. Drawn again whole when anything changes.
 */
export function TechnicalChart({
  bars,
  lines,
  show,
  fibonacci,
  isCandles,
  labels,
  label,
}: {
  bars: readonly ChartBar[];
  lines: IndicatorLines;
  show: Show;
  fibonacci: readonly FibonacciLine[];
  isCandles: boolean;
  labels: ChartLabels;
  /** What a screen reader hears in place of the canvas. */
  label: string;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const scheme = useComputedColorScheme('light');
  const ref = useRef<HTMLDivElement>(null);
  // The legend listens to the crosshair itself: a pan moves it every frame, and only the legend
  // needs drawing again then, not this component.
  const showBar = useRef<(bar: ChartBar | null) => void>(() => {});
  const panes = OSCILLATORS.filter((oscillator) => show[oscillator]);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const startedAt = performance.now();
    const palette = chartPalette(scheme);
    const margin = scaleMarginFor();
    const chart = createChart(el, {
      autoSize: true,
      layout: {
        background: { type: ColorType.Solid, color: 'transparent' },
        textColor: palette.text,
        // The attribution is the text link under the chart: the logo's link has no name to read.
        attributionLogo: false,
        panes: { separatorColor: palette.grid },
      },
      grid: { vertLines: { color: palette.grid }, horzLines: { color: palette.grid } },
      rightPriceScale: { scaleMargins: { top: margin, bottom: margin } },
      localization: {
        locale: lang === 'es' ? 'es-CO' : 'en-US',
        priceFormatter: (price: number) => formatSignificant(price, lang, PRICE_DIGITS),
      },
    });
    drawSeries(chart, bars, lines, show, fibonacci, isCandles, palette, labels, lang);
    const byTime = new Map(bars.map((bar) => [bar.time, bar]));
    chart.subscribeCrosshairMove((param) => {
      showBar.current(param.time === undefined ? null : (byTime.get(String(param.time)) ?? null));
    });
    chart.timeScale().fitContent();
    // How long the chart took to its first painted frame (the library paints on the next frame),
    // read by the browser benchmark (bench/markets/chart.ts).
    const frame = requestAnimationFrame(() => {
      el.dataset.drawnMs = String(Math.round(performance.now() - startedAt));
    });
    return () => {
      cancelAnimationFrame(frame);
      chart.remove();
    };
  }, [bars, lines, show, fibonacci, isCandles, labels, scheme, lang]);

  return (
    <Stack gap={4}>
      <OhlcLegend last={bars[bars.length - 1]} isCandles={isCandles} listen={showBar} />
      <Box
        ref={ref}
        h={PRICE_PANE_HEIGHT + panes.length * OSCILLATOR_PANE_HEIGHT}
        w="100%"
        role="img"
        aria-label={label}
        data-testid="technical-chart"
        data-kind={isCandles ? 'candles' : 'line'}
        data-panes={panes.join(',').toLowerCase()}
        data-bars={bars.length}
      />
      <Text size="xs" c="dimmed" ta="right">
        <Anchor href="https://www.tradingview.com/" target="_blank" rel="noopener noreferrer" size="xs">
          {t('markets.technical.attribution')}
        </Anchor>
      </Text>
    </Stack>
  );
}

/** The hovered bar's date and prices (the last bar's when none is hovered). */
function OhlcLegend({
  last,
  isCandles,
  listen,
}: {
  last: ChartBar | undefined;
  isCandles: boolean;
  listen: RefObject<(bar: ChartBar | null) => void>;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [hovered, setHovered] = useState<ChartBar | null>(null);
  listen.current = setHovered;
  const shown = hovered ?? last;
  const price = (value: number) => formatSignificant(value, lang, PRICE_DIGITS);
  return (
    <Group gap="sm" mih={22} data-testid="ohlc-legend">
      {shown && (
        <>
          <Text size="sm" fw={600}>
            {formatDate(shown.time, lang)}
          </Text>
          <Text size="sm" ff="monospace">
            {isCandles
              ? t('markets.technical.ohlc', {
                  open: price(shown.open),
                  high: price(shown.high),
                  low: price(shown.low),
                  close: price(shown.close),
                })
              : t('markets.technical.close', { close: price(shown.close) })}
          </Text>
        </>
      )}
    </Group>
  );
}
