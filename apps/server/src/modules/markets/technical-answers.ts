/** Answers kept per series: the windows and parameters the screens asked for last. */
const ANSWERS_PER_SERIES = 8;

/**
 * Technical answers rendered as JSON, kept per process for as long as the series they were computed
 * from is the one the cache hands out: a new price drops the series from the cache (so the next read
 * is a new array) and its answers go with it. A series read from Redis is a new array on every read,
 * so this only saves work with the in-process cache, where it saves the whole computation.
 */
export class TechnicalAnswers {
  readonly #bySeries = new WeakMap<object, Map<string, string>>();

  get(series: object, key: string): string | undefined {
    return this.#bySeries.get(series)?.get(key);
  }

  keep(series: object, key: string, json: string): string {
    let answers = this.#bySeries.get(series);
    if (!answers) {
      answers = new Map();
      this.#bySeries.set(series, answers);
    }
    answers.delete(key);
    answers.set(key, json);
    for (const oldest of answers.keys()) {
      if (answers.size <= ANSWERS_PER_SERIES) break;
      answers.delete(oldest);
    }
    return json;
  }
}
