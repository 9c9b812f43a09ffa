import type { AnalyticsArea } from '@cobertura/contracts';
import type { PortfolioExposureRow, PortfolioHedgeRow } from '@cobertura/finance/portfolio';

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
 * implements it; ports.ts hands it to the modules that read it).
 */
export interface BookReader {
  /**
   * One of the caller's portfolios' book of an asset (a pair, or a commodity by name); undefined when
   * the portfolio is not of the caller's companies or does not hold the asset.
   */
  callerBook(
    /** The caller's companies (identity/caller.ts), whose portfolios alone are read. */
    caller: { companyIds: number[] },
    area: AnalyticsArea,
    portfolioId: number,
    asset: string,
  ): Promise<AssetBook | undefined>;
}
