import type {
  AnalyticsArea,
  PortfolioValuationReply,
  SheetLanguage,
  TPortfolioValuationRequest,
} from '@cobertura/contracts';
import { apiRequest } from '../../../api/client.ts';

/** The Analytics calls (spec 02 §7 `currency_portfolio_valuation`, `commodity_portfolio_valuation`). */
export const analyticsApi = {
  valuation: (area: AnalyticsArea, body: TPortfolioValuationRequest, signal?: AbortSignal) =>
    apiRequest<PortfolioValuationReply>(`/api/${area}_portfolio_valuation`, {
      method: 'POST',
      body,
      ...(signal ? { signal } : {}),
    }),
  /** A kept valuation's period tables as an .xlsx, headers in `lang`. */
  periodTable: (id: string, lang: SheetLanguage) =>
    apiRequest<Blob>(`/api/portfolio_valuations/${id}/periods.xlsx`, {
      query: { lang },
      responseType: 'blob',
    }),
};
