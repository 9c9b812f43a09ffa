import type { Research } from '@cobertura/contracts';
import type { Caller } from '../../identity/caller.ts';
import type { Services } from '../../services.ts';
import { readerOf } from './reader-of.ts';
import { reportPointer } from './report-card.ts';
import { selectHeldAssets, selectResearch } from './reports.queries.ts';

/**
 * Research on the caller's holdings (Markets and Analytics): the newest reports the caller may read
 * tagged with a pair or commodity their companies' portfolios hold (a tag named USDCOP or BRENT),
 * or only with `asset` when it is one of them.
 */
export async function listResearch(
  services: Services,
  caller: Caller,
  query: { asset?: string; limit: number },
): Promise<Research> {
  const held = await selectHeldAssets(services, caller.companyIds);
  const wanted = query.asset ? held.filter((a) => a.toLowerCase() === query.asset?.toLowerCase()) : held;
  const rows = await selectResearch(services, readerOf(caller), wanted, query.limit);
  return {
    items: rows.map((row) => ({ ...row, ...reportPointer(row) })),
  };
}
