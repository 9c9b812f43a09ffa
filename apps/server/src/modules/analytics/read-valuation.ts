import type {
  MarketSnapshot,
  PortfolioValuationReply,
  TPortfolioValuationRequest,
} from '@cobertura/contracts';
import { notFound } from '../../errors.ts';
import type { Caller } from '../../identity/caller.ts';
import type { Services } from '../../services.ts';
import { readKeptValuation, type unpackKeptValuation } from './kept-valuation.ts';
import { runValuation, type ValuationRecord } from './run-valuation.ts';

/**
 * A stored valuation run again on its own inputs (`GET /api/portfolio_valuations/{id}`): the same
 * request, snapshot and book rows give the same reply, whatever the prices and the book are now.
 * 404 unless every company it valued is one of the caller's.
 */
export async function readValuation(
  services: Services,
  caller: Caller,
  id: string,
): Promise<PortfolioValuationReply> {
  return runValuation(services, `user-${caller.id}`, await readValuationRecord(services, caller, id));
}

/** A stored valuation's record; 404 unless every company it valued is one of the caller's. */
export async function readValuationRecord(
  services: Services,
  caller: Caller,
  id: string,
): Promise<ValuationRecord> {
  const stored = await readKeptValuation(services, caller, id);
  if (!stored) throw notFound('No such valuation.');
  return valuationRecordOf(stored);
}

/** A kept valuation, unpacked, as the record it is run again from. */
export function valuationRecordOf(stored: Awaited<ReturnType<typeof unpackKeptValuation>>): ValuationRecord {
  return {
    id: stored.id,
    area: stored.area,
    request: stored.request as TPortfolioValuationRequest,
    snapshotId: stored.snapshotId,
    snapshot: stored.snapshot as MarketSnapshot,
    book: stored.book,
    valuationDate: stored.valuationDate,
    pricesDate: stored.pricesDate,
    valuedAt: stored.valuedAt,
  };
}
