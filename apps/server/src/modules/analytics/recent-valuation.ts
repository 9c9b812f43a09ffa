import { type AnalyticsArea, type PortfolioValuationReply, RECENT_VALUATION_MS } from '@cobertura/contracts';
import { latestAcceptedBarDate } from '@cobertura/finance/time';
import type { CallerBooksOptions, ValuationCaller } from '../../book-data/book-valuations.ts';
import type { MarketReader } from '../../market-data/market-reader.ts';
import type { Services } from '../../services.ts';
import { selectNewestKeptValuation } from './analytics.queries.ts';
import { bookVersion } from './book-archive.ts';
import { unpackKeptValuation } from './kept-valuation.ts';
import { valuationRecordOf } from './read-valuation.ts';
import { runValuation } from './run-valuation.ts';
import { callerBooksRequest } from './value-caller-books.ts';
import { readRequestedBooks, valueRequestedBooks } from './value-portfolios.ts';

/**
 * The caller's books of the area (as `valueCallerBooks` picks them) from a recent kept valuation, run
 * again on its own inputs, when there is one: kept of exactly the same request and companies, on the
 * market's today, within RECENT_VALUATION_MS, of a book whose version is the book's now (no row,
 * program or budget rate changed since). Otherwise valued now and kept. `isFresh` says which. Null
 * when no portfolio holds an asset of the area.
 */
export async function recentCallerBooks(
  services: Services,
  reader: MarketReader,
  caller: ValuationCaller,
  area: AnalyticsArea,
  options: CallerBooksOptions,
): Promise<{ reply: PortfolioValuationReply; isFresh: boolean } | null> {
  const request = await callerBooksRequest(services, caller, area, options);
  if (!request) return null;
  const read = await readRequestedBooks(services, caller, area, request);
  const now = services.now();
  const found = await selectNewestKeptValuation(services, caller, {
    companyIds: read.companyIds,
    area,
    request,
    valuationDate: latestAcceptedBarDate(now.getTime()),
    since: new Date(now.getTime() - RECENT_VALUATION_MS),
  });
  if (found) {
    const record = valuationRecordOf(await unpackKeptValuation(found));
    const [kept, current] = await Promise.all([bookVersion(record.book), bookVersion(read.books)]);
    if (kept === current)
      return { reply: await runValuation(services, `user-${caller.id}`, record), isFresh: false };
  }
  return { reply: await valueRequestedBooks(services, reader, caller, area, request, read), isFresh: true };
}
