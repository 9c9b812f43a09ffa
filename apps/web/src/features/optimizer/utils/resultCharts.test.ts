import type { SimulationReply } from '@cobertura/contracts';
import { describe, expect, it } from 'vitest';
import { simulationFigures } from '../../../test/optimizerFixtures.ts';
import { distributionOption, frontierOption } from './resultCharts.ts';

const figures = (id: number | null, name: string, counts: number[]) =>
  simulationFigures(id, name, { confidence_rate: 4300, worst_rate: 4400, counts });
const reply = {
  amount: 1000,
  results: {
    edges: [3900, 4100, 4300],
    unhedged: figures(null, 'UNHEDGED', [3, 7]),
    strategies: [figures(5, 'COLLAR', [6, 4])],
    frontier: [
      { pk_idstrategy: null, ratio: 0, expected_cost: 4_100_000, cash_flow_at_risk: 500, efficient: true },
      { pk_idstrategy: 5, ratio: 0.5, expected_cost: 4_120_000, cash_flow_at_risk: 300, efficient: true },
      { pk_idstrategy: 5, ratio: 1, expected_cost: 4_130_000, cash_flow_at_risk: 350, efficient: false },
    ],
  },
} as unknown as SimulationReply;
const name = (f: { name: string }) => f.name;

describe('result charts', () => {
  it('draws each distribution on the bins, labelled by their centres', () => {
    const option = distributionOption(reply, name, 'en') as {
      xAxis: { data: string[] };
      series: { name: string; data: number[] }[];
    };
    expect(option.xAxis.data).toEqual(['4,000', '4,200']);
    expect(option.series.map((s) => [s.name, s.data])).toEqual([
      ['UNHEDGED', [3, 7]],
      ['COLLAR', [6, 4]],
    ]);
  });

  it('plots the frontier as the expected net rate against cash flow at risk, efficient points larger', () => {
    const option = frontierOption(reply, name, 'en', 'rate', 'risk') as {
      series: { name: string; data: { value: number[]; symbolSize: number }[] }[];
    };
    const collar = option.series[1]!;
    expect(collar.data.map((d) => [d.value[0], d.value[1], d.symbolSize])).toEqual([
      [300, 4120, 14],
      [350, 4130, 7],
    ]);
  });
});
