import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { marketsQueries } from '../api/marketsQueries.ts';
import { fibonacciLines } from '../utils/fibonacciLines.ts';
import { windowStart } from '../utils/historyWindow.ts';
import { linesOfBars, linesOfRows } from '../utils/indicatorLines.ts';
import { hasOhlc, intervalBars } from '../utils/intervalBars.ts';
import type { MarketSectionProps } from '../utils/marketSection.ts';
import type { ChartLabels } from '../utils/technicalSeries.ts';

/**
 * The technical-analysis read of the saved view: the instrument's rows (of the saved contract month
 * while it is still offered), the bars of the chosen interval with their indicator lines and
 * Fibonacci levels, and the series' names in the reader's language.
 */
export function useTechnicalChart({ catalog, markets, today }: MarketSectionProps) {
  const { t } = useTranslation();
  const { view, show, mmov } = markets.choices;
  const isCommodity = catalog.some((i) => i.id === view.instrument && i.type === 'commodity');
  const contracts = useQuery({ ...marketsQueries.contracts(view.instrument), enabled: isCommodity });
  // A saved month that has since expired is no longer offered: the continuous series is shown.
  const contract =
    view.contract && contracts.data?.some((c) => c.contract_month_year === view.contract)
      ? view.contract
      : null;
  const request = { instrument: view.instrument, contract, from: windowStart(view.window, today) };
  const technical = useQuery({
    ...marketsQueries.technical(request, mmov),
    // A saved month is read once it is known to be still offered.
    enabled: !view.contract || !isCommodity || !contracts.isPending,
  });
  const rows = technical.data?.rows;

  const chart = useMemo(() => {
    if (!rows || rows.length === 0) return null;
    const bars = intervalBars(rows, view.interval);
    const lines = view.interval === '1D' ? linesOfRows(rows) : linesOfBars(bars, mmov);
    return { bars, lines, isCandles: hasOhlc(rows), fibonacci: fibonacciLines(bars, show) };
  }, [rows, view.interval, mmov, show]);
  const labels = useMemo<ChartLabels>(
    () => ({
      ma1: t('markets.technical.toggles.20ma', { period: mmov.ma1 }),
      ma2: t('markets.technical.toggles.40ma', { period: mmov.ma2 }),
      trendShort: t('markets.technical.trend.short'),
      trendMedium: t('markets.technical.trend.medium'),
      trendLong: t('markets.technical.trend.long'),
    }),
    [t, mmov.ma1, mmov.ma2],
  );
  return { isCommodity, contract, technical, rows, chart, labels };
}
