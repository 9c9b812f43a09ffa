import type {
  DraftHedgesReply,
  FigureUnits,
  TDraftHedgesRequest,
  TZeroCostRequest,
} from '@cobertura/contracts';

/** A strategy's schedule on the stored market: what a bank's price for it is measured against. */
export interface StrategyFairValue {
  spot: number;
  /** The schedule's amount-weighted forward. */
  forward: number;
  /** Fair premium per unit, amount-weighted; null while a strike the strategy needs is missing. */
  fairPremium: number | null;
  /** One unit of the notional valued today (forwards discounted, amount-weighted). */
  notionalToday: number;
  pricesDate: string;
  simulated: boolean;
  units: FigureUnits;
}

/**
 * The Optimizer's engine as other modules use it (implemented by modules/optimizer, handed over by
 * ports.ts): the fair value of a strategy over a schedule, and the strategy as draft hedge rows.
 */
export interface StrategyPricing {
  fairValue(request: TZeroCostRequest): Promise<StrategyFairValue>;
  /** As `POST /api/optimizer/drafts`: the rows a strategy books into one of the caller's portfolios. */
  draftHedges(caller: { companyIds: number[] }, request: TDraftHedgesRequest): Promise<DraftHedgesReply>;
}
