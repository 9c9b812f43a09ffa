import type { Commodity } from '@cobertura/contracts';
import { amountUnits } from '../utils/optimizerPlan.ts';
import type { Holder } from '../utils/portfoliosHolding.ts';

/** The user's portfolios holding each asset, and the commodities list (`usePortfolioHolders`). */
export interface PlanHolders {
  holdersOf: (asset: string) => Holder[];
  commodities: readonly Commodity[];
}

/**
 * What step 1 offers for an asset: the user's portfolios holding it, grouped by company, and for a
 * commodity the units its amounts may be typed in, with its quotation.
 */
export function planChoices(asset: string, { holdersOf, commodities }: PlanHolders) {
  const holders = holdersOf(asset);
  const quotation = commodities.find((c) => c.commodity_name === asset)?.quotation;
  return {
    portfolioGroups: [...new Set(holders.map((h) => h.companyName))].map((group) => ({
      group,
      items: holders.filter((h) => h.companyName === group).map(({ value, label }) => ({ value, label })),
    })),
    quotation,
    units: quotation ? amountUnits(asset, quotation) : [],
  };
}
