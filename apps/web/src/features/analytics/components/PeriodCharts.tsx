import type { AggregatedPeriod, FigureUnits } from '@cobertura/contracts';
import { Stack, useComputedColorScheme } from '@mantine/core';
import { BarChart, LineChart } from 'echarts/charts';
import { DataZoomComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../../components/EChart.tsx';
import { formatDate } from '../../../utils/format.ts';
import { analyticsPalette } from '../utils/analyticsPalette.ts';
import { amountText, percentText } from '../utils/figureText.ts';
import { CHART_NAMES, type ChartNames, periodChartOptions } from '../utils/periodChartOptions.ts';
import { figuresOf, type Scenario } from '../utils/scenarioFigures.ts';

echarts.use([BarChart, LineChart, GridComponent, TooltipComponent, LegendComponent, DataZoomComponent]);

/**
 * The period charts: exposure, hedge, net and program (legend entries switch series on and off),
 * and the hedge ratio against the program's; the tooltip's amounts say their unit (USD 1,000,000).
 * The options are made once per reply, scenario, language and colour scheme.
 */
export function PeriodCharts({
  periods,
  scenario,
  units,
  onDrawn,
}: {
  periods: readonly AggregatedPeriod[];
  scenario: Scenario;
  units: FigureUnits;
  /** Told, with the periods, when both charts have drawn them. */
  onDrawn?: (periods: readonly AggregatedPeriod[]) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const scheme = useComputedColorScheme('light');
  const options = useMemo(
    () =>
      periodChartOptions(
        periods.map((period) => ({ date: period.date, figures: figuresOf(period, scenario) })),
        Object.fromEntries(CHART_NAMES.map((key) => [key, t(`analytics.chart.${key}`)])) as ChartNames,
        analyticsPalette(scheme),
        {
          date: (date) => formatDate(date, lang),
          amount: (value) => amountText(value, lang),
          amountWithUnit: (value) => amountText(value, lang, units.quantity_unit),
          percent: (fraction) => percentText(fraction, lang),
        },
      ),
    [periods, scenario, units.quantity_unit, scheme, lang, t],
  );
  // Counts the charts that drew these periods; a later drawing (a resize) tells nothing new.
  const chartDrawn = useMemo(() => {
    let drawn = 0;
    return () => {
      drawn += 1;
      if (drawn === 2) onDrawn?.(periods);
    };
  }, [periods, onDrawn]);
  return (
    <Stack gap="lg">
      <EChart
        option={options.amounts}
        height={360}
        label={t('analytics.chart.amounts')}
        testId="amounts-chart"
        onDrawn={chartDrawn}
      />
      <EChart
        option={options.ratios}
        height={260}
        label={t('analytics.chart.ratios')}
        testId="ratios-chart"
        onDrawn={chartDrawn}
      />
    </Stack>
  );
}
