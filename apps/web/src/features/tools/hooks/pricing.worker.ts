/**
 * Prices cases off the main thread (Monte Carlo Asians) with the finance library's `priceBatch`:
 * receives `{ requestId, cases }`, answers `{ requestId, results }`.
 */
import '../../../utils/zodConfig.ts';
// The pricing module alone: the package index would also bring the holiday rules into the worker.
import { priceBatch } from '@cobertura/finance/pricing';

interface WorkerScope {
  onmessage: ((event: MessageEvent<{ requestId: number; cases: unknown[] }>) => void) | null;
  postMessage(message: unknown): void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = (event) => {
  const { requestId, cases } = event.data;
  scope.postMessage({ requestId, results: priceBatch(cases) });
};
