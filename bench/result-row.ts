/** One figure of a benchmark as `bench/results/<name>.json` records it, with its target. */
export interface ResultRow {
  name: string;
  value: number;
  unit: string;
  /** The budget it is held to (">= 0.5", "< 250"), or "info". */
  target: string;
  pass: boolean;
}

/** A time in milliseconds held under a budget. */
export function msUnder(name: string, value: number, targetMs: number): ResultRow {
  return { name, value, unit: 'ms', target: `< ${targetMs}`, pass: value < targetMs };
}
