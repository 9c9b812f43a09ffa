import type { SimulationFigures, SimulationReply } from '@cobertura/contracts';
import { SimpleGrid } from '@mantine/core';
import { BarChart, ScatterChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../../components/EChart.tsx';
import { distributionOption, frontierOption } from '../utils/resultCharts.ts';

echarts.use([BarChart, ScatterChart, GridComponent, LegendComponent, TooltipComponent]);

/** A run's charts: the distribution of each strategy's net rate, and the efficient frontier. */
export function ResultCharts({
  results,
  name,
}: {
  results: SimulationReply;
  /** A strategy's name as the results name it. */
  name: (figures: SimulationFigures) => string;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <EChart
        option={distributionOption(results, name, lang)}
        label={t('optimizer.results.distribution')}
        testId="optimizer-distribution"
      />
      <EChart
        option={frontierOption(
          results,
          name,
          lang,
          t('optimizer.results.expected'),
          t('optimizer.results.cfar'),
        )}
        label={t('optimizer.results.frontier')}
        testId="optimizer-frontier"
      />
    </SimpleGrid>
  );
}
