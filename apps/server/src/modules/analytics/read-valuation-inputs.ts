import type { ValuationInputsReply } from '@cobertura/contracts';
import type { Caller } from '../../identity/caller.ts';
import type { Services } from '../../services.ts';
import { bookVersion } from './book-archive.ts';
import { readValuationRecord } from './read-valuation.ts';
import { valuationMeta } from './run-valuation.ts';

/**
 * The inputs of a kept valuation (`GET /api/portfolio_valuations/{id}/inputs`): its snapshot and
 * book rows exactly as kept and valued, and the options it applied, so that it can be valued again
 * from outside and its hashes checked against them. 404 as the valuation itself.
 */
export async function readValuationInputs(
  services: Services,
  caller: Caller,
  id: string,
): Promise<ValuationInputsReply> {
  const record = await readValuationRecord(services, caller, id);
  const { market: _whatIf, ...request } = record.request;
  return {
    valuation: valuationMeta(record, await bookVersion(record.book)),
    area: record.area,
    request,
    snapshot: record.snapshot,
    // Kept rows are typed by interfaces (no index signature); the answer schema reads them as they are.
    book: record.book as unknown as ValuationInputsReply['book'],
  };
}
