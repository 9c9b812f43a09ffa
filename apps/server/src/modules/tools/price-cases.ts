import { priceBatch } from '@cobertura/finance/pricing';
import type { PriceResult } from '@cobertura/finance/product';
import type { Services } from '../../services.ts';
import { checkWorkLimit } from '../../work-limit.ts';
import { monteCarloWork } from './pricing-work.ts';

/** Batches at least this large, or holding a Monte Carlo case, are priced on a worker thread. */
export const INLINE_PRICE_LIMIT = 100;

/**
 * Prices a batch for a user. A request asking for more Monte Carlo work than the limit is refused
 * before any work; small analytic batches are priced inline (a worker round trip would cost more
 * than the maths); everything heavy is a job on the worker threads, shared fairly between users.
 */
export function priceCases(
  services: Services,
  cases: unknown[],
  owner: string,
  signal?: AbortSignal,
): Promise<PriceResult[]> {
  const work = monteCarloWork(cases);
  checkWorkLimit(work, {
    subject: 'A pricing request',
    verb: 'ask for',
    unit: 'Monte Carlo path-steps (paths × fixings, summed over its cases and legs)',
    limit: services.config.pricingWorkLimit,
    advice: 'Choose fewer paths or fixings, or an analytic method.',
  });
  const isHeavy = cases.length >= INLINE_PRICE_LIMIT || work > 0;
  return isHeavy ? services.jobs.run(owner, 'price', cases, { signal }) : Promise.resolve(priceBatch(cases));
}
