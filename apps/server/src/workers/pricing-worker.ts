// Runs in a worker thread: prices a batch off the server's event loop.
import { type PriceResult, priceBatch } from '@cobertura/finance/pricing/batch';

export default function priceInWorker(cases: unknown[]): PriceResult[] {
  return priceBatch(cases);
}
