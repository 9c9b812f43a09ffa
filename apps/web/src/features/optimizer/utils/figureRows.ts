import type { SimulationFigures, SimulationResults } from '@cobertura/contracts';

/** One strategy of the figures table: its simulated figures and, after a back-test, its history. */
export interface FigureRow {
  key: string;
  simulation?: SimulationFigures;
  history?: SimulationFigures;
}

const keyOf = (f: SimulationFigures) => (f.pk_idstrategy === null ? 'unhedged' : String(f.pk_idstrategy));

/**
 * The figures table's rows: the unhedged position first, then each strategy in the simulation's
 * order, each with its figures on history beside the simulated ones. Strategies are matched by
 * their catalogue id (a run holds each at most once); one that only one side holds shows alone.
 */
export function figureRows(
  simulation: SimulationResults | null,
  history: SimulationResults | null,
): FigureRow[] {
  const rows = new Map<string, FigureRow>();
  for (const [side, results] of [
    ['simulation', simulation],
    ['history', history],
  ] as const) {
    if (!results) continue;
    for (const f of [results.unhedged, ...results.strategies]) {
      const key = keyOf(f);
      rows.set(key, { ...(rows.get(key) ?? { key }), [side]: f });
    }
  }
  return [...rows.values()];
}
