// Runs in a worker thread: prices a batch off the server's event loop.
import { priceBatch } from '@cobertura/finance/pricing';
import type { PriceResult } from '@cobertura/finance/product';

export default function priceInWorker(cases: unknown[]): PriceResult[] {
  return priceBatch(cases);
}
