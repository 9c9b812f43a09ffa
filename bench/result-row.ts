/** One figure of a benchmark as `bench/results/<name>.json` records it, with its target. */
export interface ResultRow {
  name: string;
  value: number;
  unit: string;
  /** The budget it is held to (">= 0.5", "< 250"), or "info". */
  target: string;
  pass: boolean;
}
