import type { SimulationFigures, SimulationResults } from '@cobertura/contracts';
import { describe, expect, it } from 'vitest';
import { simulationFigures } from '../../../test/optimizerFixtures.ts';
import { figureRows } from './figureRows.ts';

const figures = (id: number | null, name: string) => simulationFigures(id, name);
const results = (...strategies: SimulationFigures[]): SimulationResults => ({
  paths: 10,
  percentile: 0.975,
  unhedged: figures(null, 'UNHEDGED'),
  strategies,
  edges: [],
  slice: [],
  frontier: [],
});

describe('figureRows', () => {
  it('pairs each strategy’s simulated figures with its history, the unhedged position first', () => {
    const rows = figureRows(
      results(figures(1, 'FORWARD'), figures(2, 'COLLAR')),
      results(figures(2, 'COLLAR'), figures(1, 'FORWARD')),
    );
    expect(rows.map((r) => [r.key, r.simulation?.name, r.history?.name])).toEqual([
      ['unhedged', 'UNHEDGED', 'UNHEDGED'],
      ['1', 'FORWARD', 'FORWARD'],
      ['2', 'COLLAR', 'COLLAR'],
    ]);
  });

  it('shows a strategy only one side holds alone, and either side without the other', () => {
    const rows = figureRows(
      results(figures(1, 'FORWARD')),
      results(figures(1, 'FORWARD'), figures(3, 'SEAGULL')),
    );
    expect(rows.map((r) => [r.key, r.simulation !== undefined, r.history !== undefined])).toEqual([
      ['unhedged', true, true],
      ['1', true, true],
      ['3', false, true],
    ]);
    expect(figureRows(null, results(figures(1, 'FORWARD'))).every((r) => !r.simulation)).toBe(true);
    expect(figureRows(results(figures(1, 'FORWARD')), null).every((r) => !r.history)).toBe(true);
  });
});
