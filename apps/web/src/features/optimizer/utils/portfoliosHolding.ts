import type { Commodity, Company } from '@cobertura/contracts';

/** A portfolio that holds the asset, as a picker lists it. */
export interface Holder {
  value: string;
  label: string;
  company: number;
  companyName: string;
}

/**
 * The user's portfolios holding a pair (by code) or a commodity (by name, through the reference
 * list's ids), company by company.
 */
export function portfoliosHolding(
  companies: readonly Company[],
  asset: string,
  commodities: readonly Commodity[] = [],
): Holder[] {
  const commodityId = commodities.find((c) => c.commodity_name === asset)?.pk_idcommodity;
  return companies.flatMap((company) =>
    company.portfolios
      .filter((p) =>
        commodityId === undefined ? p.fk_currency.includes(asset) : p.fk_idcommodity.includes(commodityId),
      )
      .map((p) => ({
        value: String(p.pk_idportfolio),
        label: p.portfolio_name,
        company: company.pk_idcompany,
        companyName: company.company_name,
      })),
  );
}
