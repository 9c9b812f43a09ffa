import { availableParallelism } from 'node:os';
import { priceBatch } from '@cobertura/finance/pricing';
import type { PriceResult } from '@cobertura/finance/product';
import { Piscina } from 'piscina';

/** Batches at least this large, or holding a Monte Carlo case, are priced in a worker thread. */
export const INLINE_PRICE_LIMIT = 100;

export interface PricingPool {
  price(cases: unknown[]): Promise<PriceResult[]>;
  close(): Promise<void>;
}

/**
 * Prices small analytic batches inline (a worker round trip would cost more than the maths) and
 * everything heavy — Monte Carlo, large books — on a pool of worker threads, so one user's
 * simulation never stalls everyone else's requests.
 */
export function createPricingPool(): PricingPool {
  let pool: Piscina | undefined;
  const workers = () => {
    pool ??= new Piscina({
      filename: new URL('./pricing-worker.ts', import.meta.url).href,
      execArgv: ['--import', 'tsx'],
      maxThreads: Math.max(1, availableParallelism() - 1),
      idleTimeout: 30_000,
    });
    return pool;
  };
  return {
    price: (cases) => (isHeavy(cases) ? workers().run(cases) : Promise.resolve(priceBatch(cases))),
    close: async () => {
      await pool?.destroy();
    },
  };
}

function isHeavy(cases: unknown[]): boolean {
  if (cases.length >= INLINE_PRICE_LIMIT) return true;
  return cases.some(
    (c) => typeof c === 'object' && c !== null && hasMonteCarlo(c as Record<string, unknown>),
  );
}

function hasMonteCarlo(c: Record<string, unknown>): boolean {
  if (c.method === 'montecarlo') return true;
  return (
    Array.isArray(c.legs) &&
    c.legs.some((leg) => typeof leg === 'object' && leg !== null && hasMonteCarlo(leg))
  );
}
