import type { AnalyticsArea } from '@cobertura/contracts';
import type { PortfolioExposureRow, PortfolioHedgeRow } from '@cobertura/finance/portfolio';
import type { Caller } from '../identity/caller.ts';

/** A portfolio's book of one asset as finance reads it: its rows and its current budget rate. */
export interface AssetBook {
  portfolio_id: number;
  portfolio_name: string;
  exposures: PortfolioExposureRow[];
  hedges: PortfolioHedgeRow[];
  budget_rate: number | null;
}

/**
 * The stored book as other modules read it, without importing the analytics module (which
 * implements it and decorates the app with it).
 */
export interface BookReader {
  /**
   * One of the caller's portfolios' book of an asset (a pair, or a commodity by name); undefined when
   * the portfolio is not of the caller's companies or does not hold the asset.
   */
  callerBook(
    caller: Pick<Caller, 'companyIds'>,
    area: AnalyticsArea,
    portfolioId: number,
    asset: string,
  ): Promise<AssetBook | undefined>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The stored book as a port (book-data/book-reader.ts), decorated by the analytics module. */
    bookReader: BookReader;
  }
}
