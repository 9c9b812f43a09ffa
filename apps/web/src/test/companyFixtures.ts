import type { Company, Portfolio } from '@cobertura/contracts';

/** A company's portfolio as `GET /api/companies` lists it, holding these pairs and commodity ids. */
export function companyPortfolio(
  id: number,
  name: string,
  pairs: string[],
  commodities: number[] = [],
  overrides: Partial<Portfolio> = {},
): Portfolio {
  return {
    pk_idportfolio: id,
    portfolio_name: name,
    fk_currency: pairs,
    fk_idcommodity: commodities,
    fk_id_end_product: null,
    fk_id_business: null,
    fk_id_client: null,
    fk_id_plant: null,
    fk_id_provider: null,
    fk_idcompany: 1,
    created_at: '2026-01-01T00:00:00.000Z',
    show: true,
    ...overrides,
  };
}

/** Demo Company A as the companies read lists it: its USDCOP and EURUSD imports, and its Brent (id 7) fuel. */
export const COMPANY_A: Company = {
  pk_idcompany: 1,
  company_name: 'Demo Company A',
  portfolios: [
    companyPortfolio(10, 'Imports Colombia', ['USDCOP', 'EURUSD']),
    companyPortfolio(11, 'Fuel purchases', [], [7]),
  ],
};
