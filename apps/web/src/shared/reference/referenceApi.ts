import type {
  CatalogEntry,
  CommoditiesReply,
  Company,
  Country,
  CurrenciesReply,
  NavLink,
} from '@cobertura/contracts';
import { apiRequest } from '../../api/client.ts';

export type CatalogKind = 'terms&conditions' | 'HabeasData';

/** The server's `reference` module: companies, currencies, commodities, countries, routes, catalogues. */
export const referenceApi = {
  userRoutes: (role: number) => apiRequest<NavLink[]>('/api/get_user_routes', { query: { role } }),
  companies: (userId: number) =>
    apiRequest<Company[]>('/api/companies', { query: { format: 'json', user: userId } }),
  currencies: () => apiRequest<CurrenciesReply>('/api/currencies', { query: { format: 'json' } }),
  commodities: () => apiRequest<CommoditiesReply>('/api/commodities', { query: { format: 'json' } }),
  countries: () => apiRequest<Country[]>('/api/countries', { query: { format: 'json' } }),
  /** Null when the server answers 204 No Content (nothing in the catalogue). */
  catalog: (description: CatalogKind, lang: string) =>
    apiRequest<CatalogEntry[] | null>('/api/catalogs', { query: { description, lang }, auth: 'optional' }),
};
