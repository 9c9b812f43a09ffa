import { priceBatch } from '@cobertura/finance/pricing';
import type { PriceResult } from '@cobertura/finance/product';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Prices cases with the library's `priceBatch`: closed forms at once on the main thread, simulations
 * (`offMainThread`) in a Web Worker so the page stays responsive. `isBusy` is true while a worker
 * runs; `cancel` stops it. Where Web Workers do not exist (tests), everything runs in place.
 */
export function usePricing() {
  const workerRef = useRef<Worker | null>(null);
  const pendingRef = useRef<{ requestId: number; resolve: (r: PriceResult[] | null) => void } | null>(null);
  const nextIdRef = useRef(1);
  const [isBusy, setIsBusy] = useState(false);

  const stop = useCallback(() => {
    workerRef.current?.terminate();
    workerRef.current = null;
    pendingRef.current?.resolve(null);
    pendingRef.current = null;
  }, []);

  useEffect(() => stop, [stop]);

  /** Resolves with the results, or null when cancelled or replaced by a newer request. */
  const price = useCallback(
    (cases: unknown[], offMainThread: boolean): Promise<PriceResult[] | null> => {
      if (!offMainThread || typeof Worker === 'undefined') return Promise.resolve(priceBatch(cases));
      stop();
      const worker = new Worker(new URL('./pricing.worker.ts', import.meta.url), { type: 'module' });
      workerRef.current = worker;
      const requestId = nextIdRef.current++;
      setIsBusy(true);
      return new Promise((resolve) => {
        pendingRef.current = {
          requestId,
          resolve: (results) => {
            setIsBusy(false);
            resolve(results);
          },
        };
        worker.onmessage = (event: MessageEvent<{ requestId: number; results: PriceResult[] }>) => {
          if (pendingRef.current?.requestId !== event.data.requestId) return;
          const pending = pendingRef.current;
          pendingRef.current = null;
          worker.terminate();
          workerRef.current = null;
          pending.resolve(event.data.results);
        };
        worker.onerror = () => {
          const pending = pendingRef.current;
          pendingRef.current = null;
          workerRef.current = null;
          worker.terminate();
          // The worker could not run: price in place rather than leave the user without an answer.
          pending?.resolve(priceBatch(cases));
        };
        worker.postMessage({ requestId, cases });
      });
    },
    [stop],
  );

  const cancel = useCallback(() => {
    stop();
    setIsBusy(false);
  }, [stop]);

  return { price, cancel, isBusy };
}
