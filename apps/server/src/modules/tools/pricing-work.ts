// The pricing contract's default number of Monte Carlo paths (packages/finance, asian.ts).
const DEFAULT_PATHS = 100_000;

type Fields = Record<string, unknown>;
const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null;
const countOr = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;

/**
 * The Monte Carlo work a batch of pricing cases asks for: paths × fixings, summed over its cases
 * and their legs (a leg inherits the strategy's fields). Read from the raw cases before anything is
 * parsed, so a request is refused before it costs anything; an analytic case costs nothing here.
 */
export function monteCarloWork(cases: readonly unknown[]): number {
  let work = 0;
  for (const raw of cases) {
    if (!isFields(raw)) continue;
    const legs = Array.isArray(raw.legs) ? raw.legs.filter(isFields) : [];
    for (const leg of legs.length ? legs.map((own) => ({ ...raw, ...own })) : [raw]) {
      if (leg.method !== 'montecarlo') continue;
      work += countOr(leg.paths, DEFAULT_PATHS) * countOr(leg.fixings, 1);
    }
  }
  return work;
}
