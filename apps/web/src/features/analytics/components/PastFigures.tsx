import type { PastPerformanceReply } from '@cobertura/contracts';
import { Badge, Group, Text } from '@mantine/core';
import { BarChart, CandlestickChart, LineChart, ScatterChart } from 'echarts/charts';
import { DataZoomComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../../components/EChart.tsx';
import { Notice } from '../../../components/Notice.tsx';
import { usePastCharts } from '../hooks/usePastCharts.ts';
import { PastBridge } from './PastBridge.tsx';
import { PastTable } from './PastTable.tsx';

echarts.use([
  BarChart,
  LineChart,
  CandlestickChart,
  ScatterChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  DataZoomComponent,
]);

/** A past-performance reply as the past view shows it: its table, its charts and its candles. */
export function PastFigures({
  reply,
  name,
  decimals,
}: {
  reply: PastPerformanceReply;
  name: string;
  decimals: number;
}) {
  const { t } = useTranslation();
  const { names, palette, format, periodCharts, candles } = usePastCharts(reply, decimals);
  return (
    <>
      <Group gap="sm">
        {reply.simulated && (
          <Badge color="yellow" variant="light" data-testid="past-simulated">
            {t('analytics.past.simulated')}
          </Badge>
        )}
        <Text size="sm" c="dimmed">
          {t(`analytics.past.candlePeriods.${reply.candle_period}`)}
        </Text>
      </Group>
      {reply.unsettled.length > 0 && (
        <Notice kind="warning" testId="past-unsettled">
          {t('analytics.past.unsettled', { count: reply.unsettled.length })}
        </Notice>
      )}
      {reply.periods.length === 0 ? (
        <Notice kind="info" testId="past-empty">
          {t('analytics.past.empty')}
        </Notice>
      ) : (
        <>
          <PastTable periods={reply.periods} name={name} decimals={decimals} units={reply} />
          <EChart
            option={periodCharts.pnl}
            height={320}
            label={t('analytics.past.pnlChart')}
            testId="past-pnl-chart"
          />
          <EChart
            option={periodCharts.rates}
            height={260}
            label={t('analytics.past.ratesChart')}
            testId="past-rates-chart"
          />
          <PastBridge periods={reply.periods} names={names} palette={palette} format={format} />
        </>
      )}
      <EChart
        option={candles}
        height={380}
        label={t('analytics.past.candleChart', { asset: reply.asset })}
        testId="past-candle-chart"
      />
    </>
  );
}
