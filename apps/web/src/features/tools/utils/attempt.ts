import { FinanceError, type FinanceErrorData } from '@cobertura/finance';

export type Attempt<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: FinanceErrorData };

/** Runs a library call, turning a `FinanceError` into its `{ code, message }` for display. */
export function attempt<T>(run: () => T): Attempt<T> {
  try {
    return { ok: true, value: run() };
  } catch (err) {
    if (err instanceof FinanceError) return { ok: false, error: err.toJSON() };
    throw err;
  }
}
