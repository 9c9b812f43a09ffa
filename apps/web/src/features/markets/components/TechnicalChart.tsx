import { Anchor, Box, Stack, Text, useComputedColorScheme } from '@mantine/core';
import { ColorType, createChart } from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSignificant } from '../../../utils/format.ts';
import { scaleMarginFor } from '../utils/chartPadding.ts';
import type { ChartBar } from '../utils/intervalBars.ts';
import { chartPalette } from '../utils/palette.ts';
import {
  type ChartLabels,
  drawSeries,
  OSCILLATOR_PANE_HEIGHT,
  OSCILLATORS,
  PRICE_DIGITS,
  PRICE_PANE_HEIGHT,
  type TechnicalSeries,
} from '../utils/technicalSeries.ts';
import { OhlcLegend } from './OhlcLegend.tsx';

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
}: TechnicalSeries & {
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
    drawSeries(chart, { bars, lines, show, fibonacci, isCandles }, palette, labels, lang);
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
