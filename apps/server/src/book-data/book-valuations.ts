import type {
  AnalyticsArea,
  ExecutionWindow,
  PortfolioValuationReply,
  RiskReply,
  TRiskRequest,
  ValuationMeta,
} from '@cobertura/contracts';
import type { OpenBookTotals } from '@cobertura/finance/portfolio';
import type { GroupHeading } from './group-heading.ts';

/** Who a valuation is run for: the user it is kept under, and the companies whose books it may read. */
export interface ValuationCaller {
  id: number;
  companyIds: number[];
}

/** Which of the caller's books: those of `companyIds` among their companies, of `portfolioIds` when given. */
export interface CallerBooksOptions {
  companyIds?: readonly number[];
  portfolioIds?: readonly number[];
}

/** One portfolio and asset of a valued book at a glance: its open book's totals and its VaR. */
export interface BookPosition extends GroupHeading, OpenBookTotals {
  side: 'BUY' | 'SELL' | 'NONE';
  has_program: boolean;
  budget_rate: number | null;
  /** The summary VaR (contracts SUMMARY_VAR) in amounts_currency; null when it could not run. */
  var: number | null;
  /** Some price its figures used is simulated. */
  simulated: boolean;
}

/** The caller's books of an area at a glance, and the valuation they were read from. */
export interface BookPositions {
  valuation: ValuationMeta;
  /** Valued for this read (true), or a recent kept valuation run again (false). */
  isFresh: boolean;
  /** The last day of the window whose required hedge `requiredInWindow` sums. */
  windowEnd: string;
  groups: BookPosition[];
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
    options?: CallerBooksOptions,
  ): Promise<PortfolioValuationReply | null>;
  /** The risk of a kept valuation, as `POST /api/portfolio_valuations/{id}/risk` answers it. */
  valuationRisk(caller: ValuationCaller, valuationId: string, options: TRiskRequest): Promise<RiskReply>;
  /**
   * The same books per portfolio and asset at a glance (the desk's analytics, Overview): valued as
   * `valueCallerBooks` does — or, with `reuseRecent`, read from a recent kept valuation of the same
   * books when there is one — each summed over its open periods, the required hedge over the
   * periods starting within `window`, with the summary VaR. Null when no portfolio holds an asset.
   */
  bookPositions(
    caller: ValuationCaller,
    area: AnalyticsArea,
    options: CallerBooksOptions & { window: ExecutionWindow; reuseRecent?: boolean },
  ): Promise<BookPositions | null>;
}
