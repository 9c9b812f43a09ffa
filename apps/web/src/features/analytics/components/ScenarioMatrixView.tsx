import type { AdvancedGroup } from '@cobertura/contracts';
import { Table, useComputedColorScheme } from '@mantine/core';
import { HeatmapChart } from 'echarts/charts';
import { GridComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../../components/EChart.tsx';
import { ScrollRegion } from '../../../components/ScrollRegion.tsx';
import { type AdvancedChartFormat, matrixChartOptions, signed } from '../utils/advancedChartOptions.ts';
import { analyticsPalette } from '../utils/analyticsPalette.ts';
import { amountText } from '../utils/figureText.ts';
import { NUMERIC_CELL } from '../utils/numericCell.ts';
import { AdvancedSection } from './AdvancedSection.tsx';

echarts.use([HeatmapChart, GridComponent, TooltipComponent, VisualMapComponent]);

/** The hedges' value on the spot × volatility grid: a heat-map of the change, and the values in a table. */
export function ScenarioMatrixView({
  group,
  format,
  currency,
}: {
  group: AdvancedGroup;
  format: AdvancedChartFormat;
  /** The currency of the hedges' value (a pair's quote, a commodity's); null when unknown. */
  currency: string | null;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const scheme = useComputedColorScheme('light');
  const option = useMemo(
    () =>
      matrixChartOptions(
        group,
        {
          spot: t('analytics.advanced.matrix.spot'),
          vol: t('analytics.advanced.matrix.vol'),
          value: t('analytics.advanced.matrix.value'),
          change: t('analytics.advanced.matrix.change'),
        },
        analyticsPalette(scheme),
        format,
      ),
    [group, scheme, format, t],
  );
  const { spotShocks, volShifts, values } = group.matrix;
  const label = t('analytics.advanced.matrix.tableLabel', {
    name: `${group.portfolio_name} · ${group.asset}`,
  });
  return (
    <AdvancedSection
      title={t('analytics.advanced.matrix.title')}
      caption={
        currency
          ? t('analytics.advanced.matrix.caption', {
              currency,
              value: amountText(group.value, lang, currency),
            })
          : t('analytics.advanced.matrix.captionNoCurrency', { value: amountText(group.value, lang) })
      }
      testId="advanced-matrix"
    >
      <EChart
        option={option}
        height={380}
        label={t('analytics.advanced.matrix.chartLabel')}
        testId="matrix-chart"
      />
      <ScrollRegion minWidth={900} label={label}>
        <Table fz="xs" striped aria-label={label} data-testid="matrix-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('analytics.advanced.matrix.corner')}</Table.Th>
              {spotShocks.map((shock) => (
                <Table.Th key={shock} style={NUMERIC_CELL}>
                  {signed(format.percent(shock), shock)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {volShifts.map((shift, i) => (
              <Table.Tr key={shift}>
                <Table.Th scope="row">{format.points(shift)}</Table.Th>
                {spotShocks.map((shock, j) => (
                  <Table.Td key={shock} style={NUMERIC_CELL}>
                    {amountText(values[i]![j], lang)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
    </AdvancedSection>
  );
}
