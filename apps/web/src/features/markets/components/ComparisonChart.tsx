import type { ComparisonMode } from '@cobertura/contracts';
import { useComputedColorScheme } from '@mantine/core';
import { LineChart, ScatterChart } from 'echarts/charts';
import { DataZoomComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../../components/EChart.tsx';
import type { AlignedPair, Regression } from '../utils/comparison.ts';
import { comparisonOption } from '../utils/comparisonChartOptions.ts';
import { chartPalette } from '../utils/palette.ts';

echarts.use([LineChart, ScatterChart, GridComponent, TooltipComponent, LegendComponent, DataZoomComponent]);

/** The comparison of two instruments in one of the nine modes (see `comparisonOption`). */
export function ComparisonChart({
  pair,
  mode,
  names,
  indexAxis,
  regression,
  label,
}: {
  pair: AlignedPair;
  mode: ComparisonMode;
  names: { first: string; second: string };
  /** The Base 100 axis' name, with the day both series are 100. */
  indexAxis: string;
  regression: Regression | null;
  label: string;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const palette = chartPalette(useComputedColorScheme('light'));
  const option = useMemo(
    () =>
      comparisonOption(
        pair,
        mode,
        regression,
        {
          ...names,
          residual: t('markets.comparison.residual'),
          fitted: t('markets.comparison.fitted'),
          regression: t('markets.comparison.regression', names),
          product: t('markets.comparison.product', names),
          ratio: t('markets.comparison.ratio', names),
          indexAxis,
        },
        palette,
        lang,
      ),
    [pair, mode, names, indexAxis, regression, lang, t, palette],
  );
  return <EChart option={option} height={460} label={label} testId="comparison-chart" data-mode={mode} />;
}
