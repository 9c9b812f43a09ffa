import type { ProgramObjective, ProgramTarget } from '@cobertura/finance/hedging';
import { Card, Stack, Text, Title } from '@mantine/core';
import { BarChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../../components/EChart.tsx';
import { formatMonth } from '../../../utils/format.ts';
import { percentText } from '../utils/percentText.ts';

echarts.use([BarChart, GridComponent, TooltipComponent]);

/**
 * The program's target hedge percentage per month (ECharts bars). Loaded apart from the editor, so
 * that My Data opens before the chart library arrives. `isStale` when the editor's values are not
 * valid: the chart then shows the last valid program, dimmed, and says so.
 */
export function ProgramChart({
  targets,
  objective,
  isStale,
}: {
  targets: readonly ProgramTarget[];
  objective: ProgramObjective;
  isStale: boolean;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;

  const option = useMemo(
    () => ({
      animation: false,
      grid: { left: 56, right: 16, top: 24, bottom: 56 },
      tooltip: {
        trigger: 'axis',
        axisPointer: { type: 'shadow' },
        valueFormatter: (v: unknown) => (typeof v === 'number' ? percentText(v, lang) : '—'),
      },
      xAxis: {
        type: 'category',
        data: targets.map((target) => formatMonth(target.month, lang, true)),
        axisLabel: { rotate: 45, hideOverlap: true },
      },
      yAxis: {
        type: 'value',
        min: 0,
        max: 100,
        name: t('programs.chart.axis'),
        axisLabel: { formatter: (v: number) => percentText(v, lang) },
      },
      series: [
        {
          name: t('programs.chart.axis'),
          type: 'bar',
          data: targets.map((target) => target.percent),
          itemStyle: { color: '#228be6', opacity: isStale ? 0.35 : 1 },
        },
      ],
    }),
    [targets, isStale, lang, t],
  );

  const summary = targets.map(
    (target) => `${formatMonth(target.month, lang)} ${percentText(target.percent, lang)}`,
  );
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="xs">
        <Title order={2} fz="h4">
          {t('programs.chart.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {objective === 'BALANCE' ? t('programs.chart.shareBalance') : t('programs.chart.share')}
        </Text>
        <div
          data-testid="program-chart"
          data-targets={targets.map((target) => target.percent).join(',')}
          data-stale={isStale}
        >
          <EChart
            option={option}
            height={320}
            label={t('programs.chart.label', { summary: summary.join(', ') })}
          />
        </div>
        {isStale && (
          <Text size="sm" c="orange.8" data-testid="program-chart-stale">
            {t('programs.chart.invalid')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
