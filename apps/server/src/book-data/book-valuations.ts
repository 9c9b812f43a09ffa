import type { AnalyticsArea, PortfolioValuationReply, RiskReply, TRiskRequest } from '@cobertura/contracts';

/** Who a valuation is run for: the user it is kept under, and the companies whose books it may read. */
export interface ValuationCaller {
  id: number;
  companyIds: number[];
}

/**
 * The book valued by the Analytics engine, for modules that read its figures without importing the
 * analytics module (which implements it; ports.ts hands it to the modules that read it).
 */
export interface BookValuations {
  /**
   * Values, month by month from the market's today, every portfolio of the caller's companies (of
   * `companyIds` among them, of `portfolioIds` when given) on every asset of the area it holds, and
   * keeps the valuation as Analytics does. Null when no portfolio holds an asset of the area.
   */
  valueCallerBooks(
    caller: ValuationCaller,
    area: AnalyticsArea,
    options?: { companyIds?: readonly number[]; portfolioIds?: readonly number[] },
  ): Promise<PortfolioValuationReply | null>;
  /** The risk of a kept valuation, as `POST /api/portfolio_valuations/{id}/risk` answers it. */
  valuationRisk(caller: ValuationCaller, valuationId: string, options: TRiskRequest): Promise<RiskReply>;
}
