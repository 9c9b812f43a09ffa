import type { SimulationFigures, SimulationReply } from '@cobertura/contracts';
import type { EChartsCoreOption } from 'echarts/core';
import { formatCompact, formatNumber } from '../../../utils/format.ts';

/** Each strategy's distribution of net rates (and the unhedged one's), as bars on the shared bins. */
export function distributionOption(
  reply: SimulationReply,
  name: (figures: SimulationFigures) => string,
  lang: string,
): EChartsCoreOption {
  const { edges, unhedged, strategies } = reply.results;
  const centres = edges.slice(1).map((edge, k) => (edge + (edges[k] as number)) / 2);
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0, type: 'scroll' },
    grid: { left: 56, right: 16, top: 40, bottom: 40 },
    xAxis: { type: 'category', data: centres.map((c) => formatNumber(c, lang, 0)) },
    yAxis: { type: 'value', axisLabel: { formatter: (v: number) => formatNumber(v, lang, 0) } },
    series: [unhedged, ...strategies].map((f) => ({
      type: 'bar',
      name: name(f),
      data: f.counts,
      barGap: '-100%',
      itemStyle: { opacity: 0.55 },
    })),
  };
}

/**
 * The frontier: each strategy at each ratio (and the unhedged point) as its expected net rate
 * (expected cost over the amount) against its cash flow at risk; the efficient points larger.
 */
export function frontierOption(
  reply: SimulationReply,
  name: (figures: SimulationFigures) => string,
  lang: string,
  rateLabel: string,
  riskLabel: string,
): EChartsCoreOption {
  const { frontier, unhedged, strategies } = reply.results;
  const series = [unhedged, ...strategies].map((f) => ({
    type: 'scatter',
    name: name(f),
    data: frontier
      .filter((p) => p.pk_idstrategy === f.pk_idstrategy)
      .map((p) => ({
        value: [p.cash_flow_at_risk, Math.abs(p.expected_cost) / reply.amount, p.ratio],
        symbolSize: p.efficient ? 14 : 7,
      })),
  }));
  return {
    tooltip: {
      formatter: (p: { seriesName: string; value: number[] }) =>
        `${p.seriesName} ${formatNumber(100 * (p.value[2] ?? 0), lang, 0)} %`,
    },
    legend: { top: 0, type: 'scroll' },
    grid: { left: 72, right: 24, top: 56, bottom: 48 },
    xAxis: {
      type: 'value',
      name: riskLabel,
      nameLocation: 'middle',
      nameGap: 30,
      scale: true,
      axisLabel: { formatter: (v: number) => formatCompact(v, lang) },
    },
    yAxis: {
      type: 'value',
      name: rateLabel,
      scale: true,
      axisLabel: { formatter: (v: number) => formatNumber(v, lang, 0) },
    },
    series,
  };
}
