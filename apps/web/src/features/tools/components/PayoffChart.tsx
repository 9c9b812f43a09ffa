import { Box, useComputedColorScheme } from '@mantine/core';
import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, MarkLineComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSignificant } from '../../../utils/format.ts';
import type { PayoffCurve } from '../utils/payoffCurve.ts';

echarts.use([LineChart, GridComponent, LegendComponent, MarkLineComponent, TooltipComponent, CanvasRenderer]);

/** The position's value at expiry and today across underlying prices (ECharts line chart). */
export function PayoffChart({ curve, currentPrice }: { curve: PayoffCurve; currentPrice: number }) {
  const { t, i18n } = useTranslation();
  const scheme = useComputedColorScheme('light');
  const ref = useRef<HTMLDivElement>(null);
  const lang = i18n.language;

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const chart = echarts.init(el, scheme === 'dark' ? 'dark' : undefined, { renderer: 'canvas' });
    const fmt = (v: number) => formatSignificant(v, lang, 5);
    const pairs = (values: readonly (number | null)[]) => curve.spots.map((s, i) => [s, values[i] ?? null]);
    chart.setOption({
      backgroundColor: 'transparent',
      animation: false,
      grid: { left: 64, right: 24, top: 40, bottom: 48 },
      legend: { top: 4 },
      tooltip: {
        trigger: 'axis',
        valueFormatter: (v: unknown) => (typeof v === 'number' ? fmt(v) : '—'),
        axisPointer: { label: { formatter: (p: { value: unknown }) => fmt(Number(p.value)) } },
      },
      xAxis: {
        type: 'value',
        name: t('tools.pricer.chart.underlying'),
        nameLocation: 'middle',
        nameGap: 28,
        scale: true,
        axisLabel: { formatter: fmt, hideOverlap: true },
      },
      yAxis: { type: 'value', name: t('tools.pricer.chart.value'), axisLabel: { formatter: fmt } },
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
    });
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(el);
    return () => {
      observer.disconnect();
      chart.dispose();
    };
  }, [curve, currentPrice, scheme, lang, t]);

  return (
    <Box ref={ref} h={340} w="100%" data-testid="payoff-chart" aria-label={t('tools.pricer.chart.title')} />
  );
}
