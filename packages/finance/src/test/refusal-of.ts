import { FinanceError, type FinanceErrorData } from '../errors.ts';

/** For tests: the FinanceError a call throws, as data; fails when it throws nothing or something else. */
export function refusalOf(run: () => unknown): FinanceErrorData {
  try {
    run();
  } catch (err) {
    if (err instanceof FinanceError) return err.toJSON();
    throw err;
  }
  throw new Error('expected a FinanceError');
}
