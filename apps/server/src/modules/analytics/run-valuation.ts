import type {
  AnalyticsArea,
  MarketSnapshot,
  PortfolioValuationReply,
  TPortfolioValuationRequest,
  ValuationGroup,
  ValuationMeta,
  ValuationProgress,
  ValuedHedge,
} from '@cobertura/contracts';
import { type AssetMarket, type PortfolioValuationInput, valuePortfolio } from '@cobertura/finance/portfolio';
import type { IsoDate } from '@cobertura/finance/time';
import type { Services } from '../../services.ts';
import { bookVersion, packBook } from './book-archive.ts';
import { groupHeading, type PortfolioBook } from './portfolio-book.ts';
import { checkValuationPeriods, tableWindow } from './valuation-work.ts';

/** Requests holding more hedge rows than this are valued on a worker thread, off the event loop. */
export const INLINE_HEDGE_LIMIT = 2_000;

/** Whether books hold more hedge rows, summed, than are valued inline. */
export const isPoolWork = (books: readonly { hedges: readonly unknown[] }[]) =>
  books.reduce((sum, book) => sum + book.hedges.length, 0) > INLINE_HEDGE_LIMIT;

/** The market of an asset the snapshot has no price for: its rows are valued as far as they can be. */
export const NO_MARKET: AssetMarket = { spot: 0, tenors: [], history: [] };

/** A valuation as it is kept: everything its reply is computed from. */
export interface ValuationRecord {
  id: string;
  area: AnalyticsArea;
  request: TPortfolioValuationRequest;
  snapshotId: string;
  snapshot: MarketSnapshot;
  book: PortfolioBook[];
  valuationDate: string;
  pricesDate: string;
  valuedAt: Date;
}

/**
 * The reply of a valuation, computed only from its record (never from the live book or prices), so
 * that the first answer and every later read of it are the same to the last digit. `owner` is whose
 * turn a worker job takes. `keep`, given the packed book, keeps the record: it runs on this thread
 * while a large book is valued on a worker, a slice at a time so that progress reads are answered,
 * and the reply waits for both. A large book's progress (hedges valued of its total) goes to
 * `onProgress` while it is valued.
 */
export async function runValuation(
  services: Services,
  owner: string,
  record: ValuationRecord,
  keep?: (packedBook: Buffer) => Promise<void>,
  onProgress?: (progress: ValuationProgress) => void,
): Promise<PortfolioValuationReply> {
  const { request, snapshot } = record;
  // A kept valuation is run again by every read of it: one kept before the limit is held to it too.
  checkValuationPeriods(services, request, record.valuationDate, record.book);
  const hasMarket = (asset: string) => Object.hasOwn(snapshot.assets, asset);
  const inputs: PortfolioValuationInput[] = record.book.map((book) => ({
    valuationDate: record.valuationDate as IsoDate,
    area: record.area,
    asset: book.asset,
    market: (hasMarket(book.asset) ? snapshot.assets[book.asset] : NO_MARKET) as AssetMarket,
    hedges: book.hedges,
    exposures: book.exposures,
    program: book.program,
    budgetRate: book.budget_rate,
    interval: request.interval,
    shock: request.shock,
    ...tableWindow(request),
  }));
  const valuing = isPoolWork(inputs)
    ? services.jobs.run(owner, 'valuePortfolio', inputs, onProgress ? { onProgress } : {})
    : Promise.resolve(inputs.map((input) => valuePortfolio(input)));
  const versioning = keep
    ? packBook(record.book).then(async ({ version, packed }) => {
        await keep(packed);
        return version;
      })
    : bookVersion(record.book);
  const [valued, version] = await Promise.all([valuing, versioning]);
  const groups: ValuationGroup[] = record.book.map((book, i) => {
    const valuation = valued[i]!;
    const isPriced = hasMarket(book.asset);
    // Finance says the market is missing; the reader is told which price, and for which day.
    const noPrice = `No price for ${book.asset} on ${record.valuationDate}`;
    const premiumCurrencies = new Map(book.hedges.map((hedge) => [hedge.pk, hedge.premium_currency]));
    return {
      ...groupHeading(record.area, book),
      side: valuation.side,
      budget_rate: book.budget_rate,
      has_program: book.program !== null,
      summary: valuation.summary,
      periods: valuation.periods,
      // Completed where they lie (a large book's 100,000 rows are not copied once more).
      details: valuation.details.map((row) => {
        const hedge = row as ValuedHedge;
        hedge.asset = book.asset;
        hedge.premium_currency = premiumCurrencies.get(row.pk) ?? null;
        if (!isPriced && row.status === 'unpriced') hedge.problem = noPrice;
        return hedge;
      }),
      exposures: valuation.exposures.map((row) => ({ ...row, asset: book.asset })),
      simulated: isPriced && snapshot.assets[book.asset]!.simulated,
    };
  });
  return { valuation: valuationMeta(record, version), groups };
}

/** What names a kept valuation, with its book's version (`bookVersion`). */
export function valuationMeta(record: ValuationRecord, bookVersion: string): ValuationMeta {
  const { snapshot } = record;
  return {
    id: record.id,
    valuation_date: record.valuationDate,
    prices_date: record.pricesDate,
    snapshot_id: record.snapshotId,
    book_version: bookVersion,
    valued_at: record.valuedAt.toISOString(),
    what_if: record.request.market !== undefined,
    // A group is simulated when the snapshot's prices of its asset are.
    simulated: record.book.some(
      (book) => Object.hasOwn(snapshot.assets, book.asset) && snapshot.assets[book.asset]!.simulated,
    ),
  };
}
