import type { VarBacktest } from '@cobertura/contracts';
import { Badge, Group, Text, useComputedColorScheme } from '@mantine/core';
import { BarChart, LineChart, ScatterChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../../components/EChart.tsx';
import { formatNumber } from '../../../utils/format.ts';
import { type AdvancedChartFormat, backtestChartOptions } from '../utils/advancedChartOptions.ts';
import { analyticsPalette } from '../utils/analyticsPalette.ts';
import { percentText } from '../utils/figureText.ts';
import { AdvancedSection } from './AdvancedSection.tsx';

echarts.use([BarChart, LineChart, ScatterChart, GridComponent, LegendComponent, TooltipComponent]);

/**
 * The VaR back-test: exceptions against the expected count, Kupiec's verdict, and the daily P&L
 * against −VaR with the exceptions marked; or why there is none.
 */
export function BacktestView({
  backtest,
  problem,
  confidence,
  format,
}: {
  backtest: VarBacktest | null;
  problem: string | null;
  confidence: number;
  format: AdvancedChartFormat;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const scheme = useComputedColorScheme('light');
  const option = useMemo(
    () =>
      backtest &&
      backtestChartOptions(
        backtest,
        {
          pnl: t('analytics.advanced.backtest.pnl'),
          limit: t('analytics.advanced.backtest.limit'),
          exception: t('analytics.advanced.backtest.exception'),
        },
        analyticsPalette(scheme),
        format,
      ),
    [backtest, scheme, format, t],
  );
  return (
    <AdvancedSection
      title={t('analytics.advanced.backtest.title')}
      caption={t('analytics.advanced.backtest.caption', { confidence: percentText(confidence, lang) })}
      testId="advanced-backtest"
    >
      {backtest === null || option === null ? (
        <Text size="sm" data-testid="backtest-problem">
          {t('analytics.advanced.backtest.none', { problem })}
        </Text>
      ) : (
        <>
          <Group gap="lg" data-testid="backtest-figures">
            <Text size="sm">{t('analytics.advanced.backtest.days', { count: backtest.days.length })}</Text>
            <Text size="sm" data-testid="backtest-exceptions">
              {t('analytics.advanced.backtest.exceptions', {
                count: backtest.exceptions,
                expected: formatNumber(backtest.expected, lang, 2),
              })}
            </Text>
            <Text size="sm">
              {t('analytics.advanced.backtest.kupiec', {
                statistic: formatNumber(backtest.kupiec.statistic, lang, 2),
                pValue: formatNumber(backtest.kupiec.pValue, lang, 2),
              })}
            </Text>
            <Badge
              color={backtest.kupiec.rejected ? 'red' : 'teal'}
              variant="light"
              data-testid="backtest-verdict"
            >
              {backtest.kupiec.rejected
                ? t('analytics.advanced.backtest.rejected')
                : t('analytics.advanced.backtest.accepted')}
            </Badge>
          </Group>
          <EChart
            option={option}
            height={300}
            label={t('analytics.advanced.backtest.chartLabel')}
            testId="backtest-chart"
          />
        </>
      )}
    </AdvancedSection>
  );
}
