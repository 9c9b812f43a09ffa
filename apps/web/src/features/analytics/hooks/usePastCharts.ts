import type { PastPerformanceReply } from '@cobertura/contracts';
import { useComputedColorScheme } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../utils/format.ts';
import { analyticsPalette } from '../utils/analyticsPalette.ts';
import { amountText, columnUnit, type FigureKind, figureWithUnit, rateText } from '../utils/figureText.ts';
import {
  candleOptions,
  type PastChartFormat,
  type PastChartNames,
  pastPeriodOptions,
} from '../utils/pastChartOptions.ts';
import { INITIAL_ZOOM_PERIODS } from '../utils/periodChartOptions.ts';

const NAME_KEYS = [
  'pnl',
  'cumulative',
  'achieved',
  'budget',
  'spot',
  'spotMove',
  'forwardPoints',
  'hedgeRatio',
  'premium',
  'candles',
  'settled',
  'open',
  'high',
  'low',
  'close',
  'settledAverage',
  'forwardAverage',
  'contractAverage',
  'rate',
  'notional',
] as const satisfies readonly (keyof PastChartNames)[];

/**
 * What the past view's charts are drawn with: the series' names in the reader's language, the
 * scheme's palette, the figures' formats, and the options of the period charts and of the candles
 * (zoomed to the last periods, spec 02 §9).
 */
export function usePastCharts(reply: PastPerformanceReply, decimals: number) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const scheme = useComputedColorScheme('light');
  const names: PastChartNames = useMemo(
    () =>
      Object.fromEntries(NAME_KEYS.map((key) => [key, t(`analytics.past.names.${key}`)])) as Record<
        (typeof NAME_KEYS)[number],
        string
      >,
    [t],
  );
  const format: PastChartFormat = useMemo(
    () => ({
      date: (date: string) => formatDate(date, lang),
      amount: (value: number | null) => amountText(value, lang),
      rate: (value: number | null) => rateText(value, lang, decimals),
      figure: (kind: FigureKind, value: number | null) => figureWithUnit(kind, value, lang, reply, decimals),
      unit: (kind: FigureKind) => columnUnit(kind, reply, lang),
    }),
    [lang, decimals, reply],
  );
  const palette = analyticsPalette(scheme);
  const periodCharts = useMemo(
    () => pastPeriodOptions(reply.periods, names, palette, format),
    [reply.periods, names, palette, format],
  );
  const zoomFrom =
    reply.periods.length > INITIAL_ZOOM_PERIODS ? reply.periods.at(-INITIAL_ZOOM_PERIODS)!.date : null;
  const candles = useMemo(
    () => candleOptions(reply.candles, reply.settlements, zoomFrom, names, palette, format),
    [reply.candles, reply.settlements, zoomFrom, names, palette, format],
  );
  return { names, palette, format, periodCharts, candles };
}
