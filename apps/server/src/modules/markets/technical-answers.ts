import type { TechnicalRow } from '@cobertura/contracts';

/** Answers kept per series: the pages, windows and parameters the screens asked for last. */
const ANSWERS_PER_SERIES = 8;
/** Windows whose rows are kept per series: a screen reads one window a page at a time. */
const WINDOWS_PER_SERIES = 2;

/**
 * Technical answers kept per process for as long as the series they were computed from is the one
 * the cache hands out: a new price drops the series from the cache (so the next read is a new
 * array) and its answers go with it. A window's rows are computed once and its pages cut from them,
 * so that every page holds the values the whole window has; each page is kept rendered as JSON. A
 * series read from Redis is a new array on every read, so this only saves work with the in-process
 * cache, where it saves the whole computation.
 */
export class TechnicalAnswers {
  readonly #pages = new WeakMap<object, Map<string, string>>();
  readonly #windows = new WeakMap<object, Map<string, TechnicalRow[]>>();

  get(series: object, key: string): string | undefined {
    return this.#pages.get(series)?.get(key);
  }

  keep(series: object, key: string, json: string): string {
    return keepNewest(this.#pages, series, key, json, ANSWERS_PER_SERIES);
  }

  /** The rows of a window of `series`, computed by `compute` unless kept. */
  windowRows(series: object, key: string, compute: () => TechnicalRow[]): TechnicalRow[] {
    return (
      this.#windows.get(series)?.get(key) ??
      keepNewest(this.#windows, series, key, compute(), WINDOWS_PER_SERIES)
    );
  }
}

function keepNewest<T>(
  bySeries: WeakMap<object, Map<string, T>>,
  series: object,
  key: string,
  value: T,
  most: number,
): T {
  let kept = bySeries.get(series);
  if (!kept) {
    kept = new Map();
    bySeries.set(series, kept);
  }
  kept.delete(key);
  kept.set(key, value);
  for (const oldest of kept.keys()) {
    if (kept.size <= most) break;
    kept.delete(oldest);
  }
  return value;
}
