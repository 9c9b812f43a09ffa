import { useComputedColorScheme } from '@mantine/core';
import { BarChart } from 'echarts/charts';
import { GridComponent, MarkLineComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../../components/EChart.tsx';
import { formatInteger, formatSignificant } from '../../../utils/format.ts';
import { chartPalette } from '../utils/palette.ts';
import type { Bin } from '../utils/pricePercentiles.ts';

echarts.use([BarChart, GridComponent, TooltipComponent, MarkLineComponent]);

/** The closes of a window as a histogram, today's price marked on it. */
export function DistributionChart({
  bins,
  today,
  label,
}: {
  bins: readonly Bin[];
  today: number;
  label: string;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const palette = chartPalette(useComputedColorScheme('light'));
  const option = useMemo(() => {
    const price = (v: number) => formatSignificant(v, lang, 5);
    const todayBin = bins.findIndex((bin, i) => today < bin.to || i === bins.length - 1);
    return {
      animation: false,
      textStyle: { color: palette.text },
      grid: { left: 56, right: 24, top: 24, bottom: 56 },
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      xAxis: {
        type: 'category',
        data: bins.map((bin) => `${price(bin.from)}–${price(bin.to)}`),
        axisLabel: { rotate: 35, hideOverlap: true },
      },
      yAxis: { type: 'value', axisLabel: { formatter: (v: number) => formatInteger(v, lang) } },
      series: [
        {
          type: 'bar',
          name: t('markets.percentiles.count'),
          data: bins.map((bin, i) => ({
            value: bin.count,
            itemStyle: { color: i === todayBin ? palette.second : palette.line },
          })),
          barCategoryGap: '4%',
          markLine: {
            symbol: 'none',
            label: {
              formatter: t('markets.percentiles.today', { price: price(today) }),
              color: palette.text,
            },
            lineStyle: { color: palette.second, type: 'dashed' },
            data: [{ xAxis: todayBin }],
          },
        },
      ],
    };
  }, [bins, today, lang, t, palette]);
  return <EChart option={option} height={340} label={label} testId="distribution-chart" />;
}
