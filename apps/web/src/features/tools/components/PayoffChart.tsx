import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, MarkLineComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../../components/EChart.tsx';
import { formatSignificant } from '../../../utils/format.ts';
import type { PayoffCurve } from '../utils/payoffCurve.ts';

echarts.use([LineChart, GridComponent, LegendComponent, MarkLineComponent, TooltipComponent]);

/**
 * The position's value at expiry and today across underlying prices (ECharts line chart), both in
 * `priceUnit` (USD per EUR): the axes say so, and so does every value in the tooltip.
 */
export function PayoffChart({
  curve,
  currentPrice,
  priceUnit,
}: {
  curve: PayoffCurve;
  currentPrice: number;
  priceUnit: string;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;

  const option = useMemo(() => {
    const fmt = (v: number) => formatSignificant(v, lang, 5);
    const pairs = (values: readonly (number | null)[]) => curve.spots.map((s, i) => [s, values[i] ?? null]);
    return {
      animation: false,
      grid: { left: 64, right: 24, top: 40, bottom: 48 },
      legend: { top: 4 },
      tooltip: {
        trigger: 'axis',
        valueFormatter: (v: unknown) => (typeof v === 'number' ? `${fmt(v)} ${priceUnit}` : '—'),
        axisPointer: { label: { formatter: (p: { value: unknown }) => fmt(Number(p.value)) } },
      },
      xAxis: {
        type: 'value',
        name: `${t('tools.pricer.chart.underlying')} (${priceUnit})`,
        nameLocation: 'middle',
        nameGap: 28,
        scale: true,
        axisLabel: { formatter: fmt, hideOverlap: true },
      },
      yAxis: {
        type: 'value',
        name: `${t('tools.pricer.chart.value')} (${priceUnit})`,
        nameTextStyle: { align: 'left' },
        axisLabel: { formatter: fmt },
      },
      series: [
        {
          name: t('tools.pricer.chart.atExpiry'),
          type: 'line',
          showSymbol: false,
          data: pairs(curve.atExpiry),
          lineStyle: { width: 2 },
          markLine: {
            symbol: 'none',
            silent: true,
            label: { formatter: t('tools.pricer.chart.current') },
            lineStyle: { type: 'dashed', color: '#888' },
            data: [{ xAxis: currentPrice }],
          },
        },
        {
          name: t('tools.pricer.chart.today'),
          type: 'line',
          showSymbol: false,
          data: pairs(curve.today),
          lineStyle: { width: 2, type: 'dashed' },
        },
      ],
    };
  }, [curve, currentPrice, priceUnit, lang, t]);

  return <EChart option={option} height={340} testId="payoff-chart" label={t('tools.pricer.chart.title')} />;
}
