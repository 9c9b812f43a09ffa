import type { ComparisonMode } from '@cobertura/contracts';
import { useComputedColorScheme } from '@mantine/core';
import { LineChart, ScatterChart } from 'echarts/charts';
import { DataZoomComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../../components/EChart.tsx';
import { formatDate, formatSignificant } from '../../../utils/format.ts';
import { paddedAxis } from '../utils/chartPadding.ts';
import { type AlignedPair, base100, combine, isTwoAxes, type Regression } from '../utils/comparison.ts';
import { chartPalette } from '../utils/palette.ts';

echarts.use([LineChart, ScatterChart, GridComponent, TooltipComponent, LegendComponent, DataZoomComponent]);

const DIGITS = 6;

/** A value axis padded as spec 02 §9 says (log axes keep ECharts' own powers of ten). */
function valueAxis(values: readonly number[], lang: string, extra: Record<string, unknown> = {}) {
  const range = paddedAxis(values);
  return {
    type: 'value',
    scale: true,
    ...(range && extra.type !== 'log' ? { min: range.min, max: range.max } : {}),
    // The padded ends are not round numbers: the ticks inside them are labelled, the ends are not.
    axisLabel: {
      formatter: (v: number) => formatSignificant(v, lang, 4),
      showMinLabel: false,
      showMaxLabel: false,
    },
    ...extra,
  };
}

/**
 * The comparison of two instruments in one of the nine modes: the two series on one axis, rebased,
 * on two axes (plain, log, inverted), their product or ratio, or the regression of the first on the
 * second (scatter and fitted line above, the residual through time below).
 */
export function ComparisonChart({
  pair,
  mode,
  names,
  regression,
  label,
}: {
  pair: AlignedPair;
  mode: ComparisonMode;
  names: { first: string; second: string };
  regression: Regression | null;
  label: string;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const palette = chartPalette(useComputedColorScheme('light'));
  const option = useMemo(() => {
    const common = {
      animation: false,
      color: [palette.line, palette.second],
      textStyle: { color: palette.text },
      tooltip: {
        trigger: 'axis',
        valueFormatter: (v: unknown) => (typeof v === 'number' ? formatSignificant(v, lang, DIGITS) : '—'),
      },
      legend: { top: 0, textStyle: { color: palette.text } },
    };
    const timeAxis = {
      type: 'category',
      data: pair.dates,
      axisLabel: { hideOverlap: true, formatter: (date: string) => formatDate(date, lang) },
    };
    const line = (name: string, data: number[], yAxisIndex = 0) => ({
      name,
      type: 'line',
      data,
      yAxisIndex,
      showSymbol: false,
      lineStyle: { width: 1.5 },
    });
    if (mode === 'REGRESS' || mode === 'REGRESS (LOG)') {
      const isLog = mode === 'REGRESS (LOG)';
      const x = isLog ? pair.second.map(Math.log) : pair.second;
      const y = isLog ? pair.first.map(Math.log) : pair.first;
      const xRange = paddedAxis(x);
      const fitted =
        regression && xRange
          ? [xRange.min, xRange.max].map((v) => [v, regression.intercept + regression.slope * v])
          : [];
      return {
        ...common,
        tooltip: { trigger: 'item' },
        grid: [
          { left: 64, right: 24, top: 36, height: '48%' },
          { left: 64, right: 24, top: '68%', bottom: 48 },
        ],
        xAxis: [
          { ...valueAxis(x, lang), gridIndex: 0, name: names.second, nameLocation: 'middle', nameGap: 24 },
          { ...timeAxis, gridIndex: 1 },
        ],
        yAxis: [
          { ...valueAxis(y, lang), gridIndex: 0, name: names.first },
          {
            ...valueAxis(regression?.residuals ?? [], lang),
            gridIndex: 1,
            name: t('markets.comparison.residual'),
          },
        ],
        series: [
          {
            name: t('markets.comparison.regression', names),
            type: 'scatter',
            symbolSize: 3,
            data: x.map((v, i) => [v, y[i]]),
            xAxisIndex: 0,
            yAxisIndex: 0,
          },
          {
            name: t('markets.comparison.fitted'),
            type: 'line',
            data: fitted,
            xAxisIndex: 0,
            yAxisIndex: 0,
            showSymbol: false,
            color: palette.second,
          },
          {
            ...line(t('markets.comparison.residual'), regression?.residuals ?? [], 1),
            xAxisIndex: 1,
            color: palette.trend,
          },
        ],
      };
    }
    const grid = { left: 64, right: isTwoAxes(mode) ? 64 : 24, top: 36, bottom: 64 };
    const dataZoom = [{ type: 'inside' }, { type: 'slider', height: 18, bottom: 8 }];
    if (mode === 'MULTIPLY' || mode === 'DIVIDE') {
      const values = combine(pair, mode);
      const name = t(mode === 'MULTIPLY' ? 'markets.comparison.product' : 'markets.comparison.ratio', names);
      return {
        ...common,
        grid,
        dataZoom,
        xAxis: timeAxis,
        yAxis: valueAxis(values, lang),
        series: [line(name, values)],
      };
    }
    if (isTwoAxes(mode)) {
      const extra = mode === 'TWO AXES (LOG)' ? { type: 'log' } : {};
      return {
        ...common,
        grid,
        dataZoom,
        xAxis: timeAxis,
        yAxis: [
          valueAxis(pair.first, lang, { ...extra, name: names.first }),
          valueAxis(pair.second, lang, { ...extra, name: names.second, inverse: mode === 'TWO AXES (INV)' }),
        ],
        series: [line(names.first, pair.first, 0), line(names.second, pair.second, 1)],
      };
    }
    const [first, second] =
      mode === 'BASE 100' ? [base100(pair.first), base100(pair.second)] : [pair.first, pair.second];
    return {
      ...common,
      grid,
      dataZoom,
      xAxis: timeAxis,
      yAxis: valueAxis([...first, ...second], lang),
      series: [line(names.first, first), line(names.second, second)],
    };
  }, [pair, mode, names, regression, lang, t, palette]);
  return <EChart option={option} height={460} label={label} testId="comparison-chart" data-mode={mode} />;
}
