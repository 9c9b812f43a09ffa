// Runs in a worker thread: prices a batch off the server's event loop.
import { priceBatch } from '@cobertura/finance/pricing/batch';
import type { PriceResult } from '@cobertura/finance/product/pricing-case';

export default function priceInWorker(cases: unknown[]): PriceResult[] {
  return priceBatch(cases);
}
