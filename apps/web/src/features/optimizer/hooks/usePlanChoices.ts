import { useQuery } from '@tanstack/react-query';
import { referenceQueries } from '../../../shared/reference/referenceQueries.ts';
import { useUser } from '../../../shared/session/useUser.ts';
import { amountUnits, OPTIMIZER_ASSETS } from '../utils/optimizerPlan.ts';
import { portfoliosHolding } from '../utils/portfoliosHolding.ts';

/**
 * What step 1 offers for an asset: the user's portfolios holding it, grouped by company, and for a
 * commodity the units its amounts may be typed in, with its quotation.
 */
export function usePlanChoices(asset: string) {
  const userId = useUser().data?.pk_idusers;
  const companies = useQuery({ ...referenceQueries.companies(userId ?? 0), enabled: userId !== undefined });
  const isCommodity = OPTIMIZER_ASSETS.find((i) => i.name === asset)?.kind === 1;
  const commodities = useQuery({ ...referenceQueries.commodities(), enabled: isCommodity });
  const commodityList = isCommodity ? (commodities.data?.commodities ?? []) : [];
  const holders = portfoliosHolding(companies.data ?? [], asset, commodityList);
  const quotation = commodityList.find((c) => c.commodity_name === asset)?.quotation;
  return {
    portfolioGroups: [...new Set(holders.map((h) => h.companyName))].map((group) => ({
      group,
      items: holders.filter((h) => h.companyName === group).map(({ value, label }) => ({ value, label })),
    })),
    quotation,
    units: quotation ? amountUnits(asset, quotation) : [],
  };
}
