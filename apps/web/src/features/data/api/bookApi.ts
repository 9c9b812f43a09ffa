import { type BatchAnswer, BOOK_KINDS, type BookKind, type RowChange } from '@cobertura/contracts';
import { apiRequest } from '../../../api/client.ts';
import type { BookRow } from '../utils/bookRows.ts';

/** The spec's read and save paths of each kind, and our history path's spelling of it. */
const PATHS: Readonly<Record<BookKind, { read: string; save: string; history: string }>> = {
  currency_exposure: {
    read: 'currency-exposure',
    save: 'update_create_exposurecurrency',
    history: 'currency-exposure',
  },
  currency_hedge: { read: 'currency-hedge', save: 'update_create_hedgecurrency', history: 'currency-hedge' },
  commodity_exposure: {
    read: 'commodity-exposure',
    save: 'update_create_exposurecommodities',
    history: 'commodity-exposure',
  },
  commodity_hedge: {
    read: 'commodity-hedge',
    save: 'update_create_hedge_commodity',
    history: 'commodity-hedge',
  },
};

/** Which rows a sheet reads: one portfolio and one asset (a pair's id or a commodity's id). */
export interface BookScope {
  portfolio: number;
  /** `currency` kinds: the pair's `pk_i_idcurrency`; commodity kinds: the commodity's id. */
  assetId: number;
}

/** A lookup of the company's (providers, clients, plants): the names, whatever the list calls them. */
type LookupEntry = Readonly<Record<string, unknown>>;

/** The server's `data` module as My Data's book grids use it. */
export const bookApi = {
  rows: (kind: BookKind, scope: BookScope) =>
    apiRequest<BookRow[]>(`/api/${PATHS[kind].read}`, {
      query: {
        format: 'json',
        portfolios: scope.portfolio,
        [kind.startsWith('currency') ? 'currency' : 'commodity']: scope.assetId,
      },
    }),
  save: (kind: BookKind, save: { company: number; user: number; rows: unknown[] }) =>
    apiRequest<BatchAnswer>(`/api/${PATHS[kind].save}`, {
      method: 'POST',
      body: {
        format: 'json',
        selected_company: save.company,
        user_id: save.user,
        [BOOK_KINDS[kind].batchField]: save.rows,
      },
    }),
  /** `company` settles a code that rows of several of the caller's companies carry (staff, desk). */
  history: (kind: BookKind, company: number, pk: string) =>
    apiRequest<RowChange[]>(`/api/book/${PATHS[kind].history}/${encodeURIComponent(pk)}/history`, {
      query: { company },
    }),
  lookup: (path: 'providers' | 'clients' | 'plants', company: number) =>
    apiRequest<LookupEntry[]>(`/api/${path}`, { query: { format: 'json', companies: company } }),
};
