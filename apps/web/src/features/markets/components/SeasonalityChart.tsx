import { useComputedColorScheme } from '@mantine/core';
import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../../components/EChart.tsx';
import { formatNumber } from '../../../utils/format.ts';
import { paddedAxis } from '../utils/chartPadding.ts';
import { chartPalette } from '../utils/palette.ts';
import type { SeasonalBy, SeasonalProfile } from '../utils/seasonality.ts';

echarts.use([LineChart, GridComponent, LegendComponent, TooltipComponent]);

/** Month names in the language, January first. */
function monthNames(lang: string): string[] {
  const format = new Intl.DateTimeFormat(lang === 'es' ? 'es-CO' : 'en-US', {
    month: 'short',
    timeZone: 'UTC',
  });
  return Array.from({ length: 12 }, (_, i) => format.format(Date.UTC(2001, i, 1)));
}

/** The average rebased path with its 10th–90th band (a stacked area between the two) and the current year. */
export function SeasonalityChart({
  profile,
  by,
  currentYear,
  label,
}: {
  profile: SeasonalProfile;
  by: SeasonalBy;
  currentYear: number;
  label: string;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const palette = chartPalette(useComputedColorScheme('light'));
  const option = useMemo(() => {
    const { points, years } = profile;
    const months = monthNames(lang);
    const categories = points.map((p) =>
      by === 'month' ? months[p.period - 1] : t('markets.seasonality.period.week', { week: p.period }),
    );
    const range = paddedAxis(points.flatMap((p) => [p.p10, p.p90, p.current]));
    const band = t('markets.seasonality.band');
    return {
      animation: false,
      textStyle: { color: palette.text },
      legend: {
        top: 0,
        textStyle: { color: palette.text },
        data: [
          t('markets.seasonality.average', { from: years[0], to: years[years.length - 1] }),
          band,
          String(currentYear),
        ],
      },
      tooltip: {
        trigger: 'axis',
        valueFormatter: (v: unknown) => (typeof v === 'number' ? formatNumber(v, lang, 1) : '—'),
      },
      grid: { left: 64, right: 24, top: 36, bottom: 40 },
      xAxis: { type: 'category', data: categories, boundaryGap: false },
      yAxis: {
        type: 'value',
        name: t('markets.seasonality.axis'),
        nameTextStyle: { align: 'left' },
        ...(range ? { min: range.min, max: range.max } : {}),
        axisLabel: {
          formatter: (v: number) => formatNumber(v, lang, 0),
          showMinLabel: false,
          showMaxLabel: false,
        },
      },
      series: [
        // The band: the 10th percentile, invisible, with the 90th − 10th stacked on it and filled.
        {
          name: band,
          type: 'line',
          data: points.map((p) => p.p10),
          stack: 'band',
          lineStyle: { opacity: 0 },
          showSymbol: false,
          tooltip: { show: false },
        },
        {
          name: band,
          type: 'line',
          data: points.map((p) => p.p90 - p.p10),
          stack: 'band',
          lineStyle: { opacity: 0 },
          areaStyle: { color: palette.band },
          showSymbol: false,
          color: palette.band,
          tooltip: { show: false },
        },
        {
          name: t('markets.seasonality.average', { from: years[0], to: years[years.length - 1] }),
          type: 'line',
          data: points.map((p) => p.mean),
          showSymbol: false,
          color: palette.line,
          lineStyle: { width: 2 },
        },
        {
          name: String(currentYear),
          type: 'line',
          data: points.map((p) => p.current),
          color: palette.second,
          lineStyle: { width: 2 },
          symbolSize: 4,
        },
      ],
    };
  }, [profile, by, currentYear, lang, t, palette]);
  return <EChart option={option} height={420} label={label} testId="seasonality-chart" />;
}
