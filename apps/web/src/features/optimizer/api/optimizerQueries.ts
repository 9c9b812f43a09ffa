import type { TBacktestRequest } from '@cobertura/contracts';
import { queryOptions, skipToken } from '@tanstack/react-query';
import { optimizerApi } from './optimizerApi.ts';

/** Query options of the Optimizer: a portfolio's open book, the history of runs, a stored run, a back-test. */
export const optimizerQueries = {
  /** The book step 1 reads: a portfolio's open exposure to the asset, by month. */
  openExposure: (portfolio: string | null, asset: string) =>
    queryOptions({
      queryKey: ['optimizer', 'open-exposure', portfolio, asset] as const,
      queryFn: () => optimizerApi.openExposure(Number(portfolio), asset),
    }),
  /** The user's newest runs; a new simulation invalidates it. */
  runs: () =>
    queryOptions({
      queryKey: ['optimizer', 'runs'] as const,
      queryFn: ({ signal }) => optimizerApi.runs(signal),
    }),
  /**
   * A stored run never changes: it is read once and kept while the app lives, so the reply on screen
   * is this very object when it was reopened (`isReopened`).
   */
  run: (id: string) =>
    queryOptions({
      queryKey: ['optimizer', 'run', id] as const,
      queryFn: ({ signal }) => optimizerApi.run(id, signal),
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: Number.POSITIVE_INFINITY,
    }),
  /**
   * The strategies replayed on history, keyed by the whole request: other terms, budget or
   * confidence are another back-test. Nothing is asked while `request` is null; leaving the screen
   * before it answers aborts it (the query reads its signal), and the server stops the job.
   */
  backtest: (request: TBacktestRequest | null) =>
    queryOptions({
      queryKey: ['optimizer', 'backtest', request] as const,
      queryFn: request ? ({ signal }) => optimizerApi.backtest(request, signal) : skipToken,
      staleTime: Number.POSITIVE_INFINITY,
      // A replay takes a while and its refusals (too little history) do not change by asking again.
      retry: false,
    }),
};
