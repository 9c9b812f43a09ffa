import type { OpenExposureReply } from '@cobertura/contracts';
import { openExposure } from '@cobertura/finance/portfolio';
import { calendarOfPair, latestAcceptedBarDate, WEEKENDS_ONLY } from '@cobertura/finance/time';
import type { BookReader } from '../../book-data/book-reader.ts';
import { notFound } from '../../errors.ts';
import type { Caller } from '../../identity/caller.ts';
import type { Services } from '../../services.ts';
import { assetArea, assetUnits } from './optimizer-market.ts';

/**
 * `GET /api/optimizer/open_exposure`: step 1 from the book — one of the caller's portfolios' exposure
 * to an asset after the market's today, month by month, less the hedges fixing in each month, with the
 * book's side and its budget rate: the schedule a treasurer would hedge next. 404 for a portfolio
 * that is not the caller's or does not hold the asset.
 */
export async function bookOpenExposure(
  services: Services,
  books: BookReader,
  caller: Caller,
  query: { portfolio_id: number; asset: string },
): Promise<OpenExposureReply> {
  const asset = query.asset.toUpperCase();
  const area = assetArea(asset);
  const book = await books.callerBook(caller, area, query.portfolio_id, asset);
  if (!book) throw notFound(`No portfolio of yours holds ${asset} under that id.`);
  const today = latestAcceptedBarDate(services.now().getTime());
  // A pair settles on its countries' business days; a commodity's exchange holidays are not kept.
  const calendar = area === 'currency' ? calendarOfPair(asset) : WEEKENDS_ONLY;
  const open = openExposure(book.exposures, book.hedges, today, calendar);
  return {
    portfolio_id: book.portfolio_id,
    asset,
    ...(await assetUnits(services, asset)),
    side: open.side ?? null,
    budget_rate: book.budget_rate,
    valuation_date: today,
    months: [...open.months],
  };
}
