import type {
  AnalyticsArea,
  PortfolioValuationReply,
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
};
