import type { CommodityBucketTotalsFigures } from '@cobertura/contracts';
import { useComputedColorScheme } from '@mantine/core';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../../components/EChart.tsx';
import { analyticsPalette, unitAxisName } from '../utils/analyticsPalette.ts';
import { amountText, rateText, withUnit } from '../utils/figureText.ts';
import { PRICE_DECIMALS } from './CommodityTotalsTable.tsx';

echarts.use([BarChart, LineChart, GridComponent, TooltipComponent, LegendComponent]);

/** Spec 02 §9: the y-axis is padded by 10 percent of its range. */
const Y_PADDING = 0.1;

/**
 * The quantities per bucket as bars, the market and net prices as lines on their own axis; each axis
 * and tooltip says what it counts: the quotation's unit (bbl) and the quotation itself (USD/bbl).
 */
export function CommodityChart({
  buckets,
  quotation,
}: {
  buckets: readonly CommodityBucketTotalsFigures[];
  quotation: string | null;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const scheme = useComputedColorScheme('light');
  const option = useMemo(() => {
    const palette = analyticsPalette(scheme);
    const name = (key: string) => t(`analytics.commodity.chart.${key}`);
    const bars = [
      ['budget', palette.program, (b: CommodityBucketTotalsFigures) => b.budget_quantity],
      ['forecast', palette.exposure, (b: CommodityBucketTotalsFigures) => b.forecast_quantity],
      ['fixed', palette.longForward, (b: CommodityBucketTotalsFigures) => b.fixed_quantity],
      ['hedged', palette.hedge, (b: CommodityBucketTotalsFigures) => b.hedged_quantity],
    ] as const;
    const lines = [
      ['market', palette.shortForward, (b: CommodityBucketTotalsFigures) => b.market_price?.price ?? null],
      ['net', palette.net, (b: CommodityBucketTotalsFigures) => b.net_price?.price ?? null],
    ] as const;
    const quantityUnit = quotation?.split('/')[1] ?? null;
    const axis = { axisLabel: { color: palette.text }, splitLine: { lineStyle: { color: palette.grid } } };
    return {
      backgroundColor: 'transparent',
      textStyle: { color: palette.text },
      legend: { top: 0, textStyle: { color: palette.text } },
      tooltip: { trigger: 'axis' },
      grid: { left: 72, right: 72, top: 40, bottom: 32 },
      xAxis: { type: 'category', data: buckets.map((b) => b.key), axisLabel: { color: palette.text } },
      yAxis: [
        {
          type: 'value',
          ...axis,
          ...unitAxisName(quantityUnit, palette),
          // Padded by 10 % of the range, so the tallest bar does not touch the top.
          max: ({ min, max }: { min: number; max: number }) => max + (max - min) * Y_PADDING,
          axisLabel: { ...axis.axisLabel, formatter: (v: number) => amountText(v, lang) },
        },
        {
          type: 'value',
          scale: true,
          ...axis,
          ...unitAxisName(quotation, palette),
          splitLine: { show: false },
          axisLabel: { ...axis.axisLabel, formatter: (v: number) => rateText(v, lang, PRICE_DECIMALS) },
        },
      ],
      series: [
        ...bars.map(([key, color, value]) => ({
          name: name(key),
          type: 'bar',
          itemStyle: { color },
          data: buckets.map(value),
          tooltip: { valueFormatter: (v: number) => amountText(v, lang, quantityUnit) },
        })),
        ...lines.map(([key, color, value]) => ({
          name: name(key),
          type: 'line',
          yAxisIndex: 1,
          itemStyle: { color },
          lineStyle: { color },
          data: buckets.map(value),
          tooltip: {
            valueFormatter: (v: number | null) =>
              v === null
                ? rateText(v, lang, PRICE_DECIMALS)
                : withUnit(rateText(v, lang, PRICE_DECIMALS), quotation),
          },
        })),
      ],
    };
  }, [buckets, quotation, scheme, lang, t]);
  return (
    <EChart
      option={option}
      height={340}
      label={t('analytics.commodity.chart.label')}
      testId="commodity-chart"
    />
  );
}
