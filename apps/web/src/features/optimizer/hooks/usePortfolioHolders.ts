import { useQuery } from '@tanstack/react-query';
import { preferencesQuery } from '../../../shared/preferences/preferencesApi.ts';
import { referenceQueries } from '../../../shared/reference/referenceQueries.ts';
import { useUser } from '../../../shared/session/useUser.ts';
import { portfoliosHolding } from '../utils/portfoliosHolding.ts';

/**
 * The user's portfolios holding each asset (`holdersOf`), company by company, with the commodities
 * list that names a commodity's id, and the company they work in (the one chosen in Analytics, else
 * in My Data). Pending until those are read; a list that could not be read holds nothing, and the
 * schedule is then typed.
 */
export function usePortfolioHolders() {
  const user = useUser();
  const userId = user.data?.pk_idusers;
  const companies = useQuery({ ...referenceQueries.companies(userId ?? 0), enabled: userId !== undefined });
  const commodities = useQuery(referenceQueries.commodities());
  const preferences = useQuery(preferencesQuery());
  const commodityList = commodities.data?.commodities ?? [];
  const choices = preferences.data;
  return {
    // Until each list first answers: a list read again later (after a failure) keeps the screen open.
    isPending: (userId === undefined ? user.isPending : !companies.isFetched) || !commodities.isFetched,
    commodities: commodityList,
    holdersOf: (asset: string) => portfoliosHolding(companies.data ?? [], asset, commodityList),
    company:
      choices?.analytics_choices.selected_company ?? choices?.datamodel_choices.selected_company ?? null,
  };
}
