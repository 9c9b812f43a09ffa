import { randomUUID } from 'node:crypto';
import type {
  AnalyticsArea,
  MarketSnapshot,
  PortfolioValuationReply,
  TPortfolioValuationRequest,
} from '@cobertura/contracts';
import { isFinanceError } from '@cobertura/finance';
import { prepareValuationTenors } from '@cobertura/finance/market';
import { latestAcceptedBarDate } from '@cobertura/finance/time';
import { AppError, notFound } from '../../errors.ts';
import type { Caller } from '../../identity/caller.ts';
import type { MarketReader } from '../../market-data/market-reader.ts';
import type { Services } from '../../services.ts';
import { progressReporter } from '../../workers/job-progress.ts';
import {
  insertSnapshot,
  insertValuation,
  selectCallerPortfolios,
  selectCommoditiesNamed,
} from './analytics.queries.ts';
import { canonicalHash } from './canonical-hash.ts';
import { buildMarketSnapshot } from './market-snapshot.ts';
import { type PortfolioBook, readPortfolioBook } from './portfolio-book.ts';
import { runValuation } from './run-valuation.ts';
import { checkValuationPeriods } from './valuation-work.ts';

/**
 * Values the caller's portfolios' books of the assets named (`POST /api/currency_portfolio_valuation`,
 * `/api/commodity_portfolio_valuation`, spec 02 §7): one group per portfolio and asset it holds, on
 * the stored market of the valuation date (default: the market's today) or the request's what-if
 * market. The snapshot is kept once under its hash and the valuation with its book rows, so that it
 * can be run again to the last digit. 404 when a portfolio is not one of the caller's companies'.
 */
export async function valuePortfolios(
  services: Services,
  reader: MarketReader,
  caller: Pick<Caller, 'id' | 'companyIds'>,
  area: AnalyticsArea,
  request: TPortfolioValuationRequest,
): Promise<PortfolioValuationReply> {
  const read = await readRequestedBooks(services, caller, area, request);
  return valueRequestedBooks(services, reader, caller, area, request, read);
}

/** The books a valuation request names, as they stand now. */
export interface RequestedBooks {
  /** The companies of the portfolios valued, ascending: a reader of the valuation must belong to all. */
  companyIds: number[];
  books: PortfolioBook[];
}

/**
 * The books of the request's portfolios (in the request's order) on each of its assets they hold.
 * 404 when a portfolio is not one of the caller's companies'.
 */
export async function readRequestedBooks(
  services: Services,
  caller: Pick<Caller, 'companyIds'>,
  area: AnalyticsArea,
  request: Pick<TPortfolioValuationRequest, 'portfolios' | 'assets'>,
): Promise<RequestedBooks> {
  const ids = [...new Set(request.portfolios)];
  const portfolios = await selectCallerPortfolios(services, caller, ids);
  if (portfolios.length !== ids.length) throw notFound('No such portfolio.');
  const assets = [...new Set(request.assets.map((asset) => asset.toUpperCase()))];
  const commodityIds =
    area === 'commodity'
      ? new Map((await selectCommoditiesNamed(services, assets)).map((c) => [c.name, c.id]))
      : new Map<string, number>();

  const books: PortfolioBook[] = [];
  for (const portfolio of [...portfolios].sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id))) {
    for (const name of assets) {
      const commodityId = commodityIds.get(name);
      const holds =
        area === 'currency'
          ? portfolio.currencyPairs.includes(name)
          : commodityId !== undefined && portfolio.commodityIds.includes(commodityId);
      if (holds) books.push(await readPortfolioBook(services, area, portfolio, { name, commodityId }));
    }
  }
  return { companyIds: [...new Set(portfolios.map((p) => p.companyId))].sort((a, b) => a - b), books };
}

/** Values books read for the request ({@link readRequestedBooks}) and keeps the valuation. */
export async function valueRequestedBooks(
  services: Services,
  reader: MarketReader,
  caller: Pick<Caller, 'id'>,
  area: AnalyticsArea,
  { progress_id: progressId, ...request }: TPortfolioValuationRequest,
  { companyIds, books }: RequestedBooks,
): Promise<PortfolioValuationReply> {
  const now = services.now();
  const valuationDate = request.valuation_date ?? latestAcceptedBarDate(now.getTime());
  // The table runs from initialDate (default: the valuation date) to endDate: not backwards.
  if (request.endDate && request.endDate < (request.initialDate ?? valuationDate)) {
    const text = 'The last period must not come before the first one (initialDate, else the valuation date).';
    throw new AppError('VALIDATION_FAILED', text, { endDate: [text] });
  }
  // Counted from the dates before the market is read or anything valued.
  checkValuationPeriods(services, request, valuationDate, books);
  if (request.market) checkWhatIfMarket(request.market);
  const snapshot = request.market ?? (await buildMarketSnapshot(reader, area, books, valuationDate));
  const snapshotId = canonicalHash(snapshot);
  const valuation = {
    id: randomUUID(),
    area,
    request,
    snapshotId,
    snapshot,
    book: books,
    valuationDate,
    pricesDate: snapshot.observation_date,
    valuedAt: now,
  };
  // The record is kept while the book is valued: a large one is valued on a worker meanwhile.
  const keep = async (packedBook: Buffer) => {
    await insertSnapshot(services, snapshotId, snapshot, now);
    await insertValuation(services, {
      id: valuation.id,
      companyIds,
      userId: caller.id,
      area,
      request,
      snapshotId,
      bookPacked: packedBook,
      valuationDate,
      pricesDate: valuation.pricesDate,
      valuedAt: now,
    });
  };
  // The progress name is the call's, not the valuation's: it is not kept with the request.
  const onProgress = progressId ? progressReporter(services, 'valuation', caller, progressId) : undefined;
  return runValuation(services, `user-${caller.id}`, valuation, keep, onProgress);
}

/**
 * A what-if market's tenors must be usable by finance (distinct days, positive forwards and
 * discount factors): 400 on the asset's tenors otherwise, rather than a valuation that fails.
 */
function checkWhatIfMarket(market: MarketSnapshot): void {
  for (const [asset, { tenors, spot }] of Object.entries(market.assets)) {
    try {
      prepareValuationTenors(tenors, spot);
    } catch (error) {
      if (!isFinanceError(error)) throw error;
      const field = `market.assets.${asset}.tenors`;
      throw new AppError('VALIDATION_FAILED', `${asset}: ${error.message}`, { [field]: [error.message] });
    }
  }
}
