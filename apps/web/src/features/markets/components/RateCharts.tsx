import type { CurvePoint } from '@cobertura/contracts';
import { useComputedColorScheme } from '@mantine/core';
import { LineChart } from 'echarts/charts';
import { DataZoomComponent, GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../../components/EChart.tsx';
import { formatDate, formatNumber } from '../../../utils/format.ts';
import { paddedAxis } from '../utils/chartPadding.ts';
import type { DatedClose } from '../utils/comparison.ts';
import { chartPalette } from '../utils/palette.ts';

echarts.use([LineChart, GridComponent, TooltipComponent, DataZoomComponent]);

const RATE_DIGITS = 2;

function useRateOption(categories: string[], values: number[], name: string, isTimeSeries: boolean) {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const palette = chartPalette(useComputedColorScheme('light'));
  return useMemo(() => {
    const range = paddedAxis(values);
    return {
      animation: false,
      textStyle: { color: palette.text },
      color: [palette.line],
      grid: { left: 56, right: 24, top: 32, bottom: isTimeSeries ? 64 : 32 },
      tooltip: {
        trigger: 'axis',
        valueFormatter: (v: unknown) =>
          typeof v === 'number' ? `${formatNumber(v, lang, RATE_DIGITS)} %` : '—',
      },
      ...(isTimeSeries ? { dataZoom: [{ type: 'inside' }, { type: 'slider', height: 18, bottom: 8 }] } : {}),
      xAxis: {
        type: 'category',
        data: categories,
        boundaryGap: !isTimeSeries,
        axisLabel: {
          hideOverlap: true,
          ...(isTimeSeries ? { formatter: (date: string) => formatDate(date, lang) } : {}),
        },
      },
      yAxis: {
        type: 'value',
        name,
        ...(range ? { min: range.min, max: range.max } : {}),
        axisLabel: {
          formatter: (v: number) => formatNumber(v, lang, RATE_DIGITS),
          showMinLabel: false,
          showMaxLabel: false,
        },
      },
      series: [{ type: 'line', name, data: values, showSymbol: !isTimeSeries, lineStyle: { width: 2 } }],
    };
  }, [categories, values, name, isTimeSeries, lang, palette]);
}

/** An interest-rate curve: the rate of each tenor, shortest first. */
export function CurveChart({ points, label }: { points: readonly CurvePoint[]; label: string }) {
  const { t } = useTranslation();
  const sorted = useMemo(
    () => [...points].sort((a, b) => a.days_to_expiration - b.days_to_expiration),
    [points],
  );
  const option = useRateOption(
    useMemo(() => sorted.map((p) => p.term), [sorted]),
    useMemo(() => sorted.map((p) => p.rate), [sorted]),
    t('markets.macro.rate'),
    false,
  );
  return <EChart option={option} height={300} label={label} testId="curve-chart" />;
}

/** One tenor's rate through time. */
export function RateHistoryChart({ closes, label }: { closes: readonly DatedClose[]; label: string }) {
  const { t } = useTranslation();
  const option = useRateOption(
    useMemo(() => closes.map((p) => p.date), [closes]),
    useMemo(() => closes.map((p) => p.close), [closes]),
    t('markets.macro.rate'),
    true,
  );
  return <EChart option={option} height={300} label={label} testId="rate-history-chart" />;
}
