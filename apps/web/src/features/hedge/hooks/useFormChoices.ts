import { type FigureUnits, NO_FIGURE_UNITS, pairUnits, quotationUnits } from '@cobertura/contracts';
import { useQuery } from '@tanstack/react-query';
import { strategiesQuery } from '../../../shared/book/strategiesQuery.ts';
import { referenceQueries } from '../../../shared/reference/referenceQueries.ts';
import { useUser } from '../../../shared/session/useUser.ts';
import type { RequestFormValues } from '../utils/requestForm.ts';

/**
 * What the request form offers for what is typed: the user's portfolios (named with their company
 * when there are several), the chosen portfolio's assets (pairs, and commodities by name), the
 * asset's kind and units, and its catalogue of strategies with the one chosen.
 */
export function useFormChoices(values: Pick<RequestFormValues, 'portfolio_id' | 'asset' | 'strategy'>) {
  const user = useUser().data;
  const companies =
    useQuery({ ...referenceQueries.companies(user?.pk_idusers ?? 0), enabled: !!user }).data ?? [];
  const commodities = useQuery(referenceQueries.commodities()).data?.commodities ?? [];
  const portfolios = companies.flatMap((company) =>
    company.portfolios.map((p) => ({
      value: String(p.pk_idportfolio),
      label: companies.length > 1 ? `${p.portfolio_name} · ${company.company_name}` : p.portfolio_name,
      portfolio: p,
    })),
  );
  const portfolio = portfolios.find((p) => p.value === values.portfolio_id)?.portfolio;
  const commodityName = (id: number) => commodities.find((c) => c.pk_idcommodity === id)?.commodity_name;
  const assets = portfolio
    ? [...portfolio.fk_currency, ...portfolio.fk_idcommodity.flatMap((id) => commodityName(id) ?? [])]
    : [];
  const areaOf = (asset: string): 'currency' | 'commodity' =>
    commodities.some((c) => c.commodity_name === asset) ? 'commodity' : 'currency';
  const commodity = commodities.find((c) => c.commodity_name === values.asset);
  const area = areaOf(values.asset);
  const units: FigureUnits = commodity
    ? quotationUnits(null, commodity.quotation)
    : /^[A-Z]{6}$/.test(values.asset)
      ? pairUnits(values.asset)
      : NO_FIGURE_UNITS;
  const catalogue = useQuery(strategiesQuery(area)).data ?? [];
  const strategy = catalogue.find((s) => String(s.pk_idstrategy) === values.strategy);
  return {
    portfolios: portfolios.map(({ value, label }) => ({ value, label })),
    assets,
    area,
    areaOf,
    units,
    catalogue,
    strategy,
  };
}
