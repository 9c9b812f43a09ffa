import { availableParallelism } from 'node:os';
import { priceBatch } from '@cobertura/finance/pricing';
import type { PriceResult } from '@cobertura/finance/product';
import { Piscina } from 'piscina';
import { createJobPool, type JobPool, type JobPoolOptions } from './job-pool.ts';

/** Batches at least this large, or holding a Monte Carlo case, are priced in a worker thread. */
export const INLINE_PRICE_LIMIT = 100;

export interface PricingPool {
  /** Prices for an owner (a user id), fairly shared with the other owners; `signal` gives up. */
  price(cases: unknown[], owner: string, signal?: AbortSignal): Promise<PriceResult[]>;
  readonly jobs: JobPool;
  close(): Promise<void>;
}

/**
 * Prices small analytic batches inline (a worker round trip would cost more than the maths) and
 * everything heavy — Monte Carlo, large books — as jobs on the worker threads, so one user's
 * simulation never stalls everyone else's requests.
 */
export function createPricingPool(options: Omit<JobPoolOptions, 'slots'>): PricingPool {
  let threads: Piscina | undefined;
  const workers = () => {
    threads ??= new Piscina({
      filename: new URL('./pricing-worker.ts', import.meta.url).href,
      execArgv: ['--import', 'tsx'],
      maxThreads: slots,
      idleTimeout: 30_000,
    });
    return threads;
  };
  const slots = Math.max(1, availableParallelism() - 1);
  // An aborted task stops its worker thread: a job past its time limit frees its slot at once.
  const jobs = createJobPool((task, signal) => workers().run(task, { signal }), { ...options, slots });
  return {
    jobs,
    price: (cases, owner, signal) =>
      isHeavy(cases) ? jobs.run(owner, cases, signal) : Promise.resolve(priceBatch(cases)),
    close: async () => {
      await threads?.destroy();
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
