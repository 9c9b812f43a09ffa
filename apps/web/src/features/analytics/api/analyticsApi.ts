import type {
  AdvancedAnalyticsReply,
  AnalyticsArea,
  CommodityAnalysisReply,
  PastPerformanceReply,
  PortfolioValuationReply,
  RiskReply,
  SheetLanguage,
  TAdvancedAnalyticsRequest,
  TCommodityAnalysisQuery,
  TPastPerformanceQuery,
  TPortfolioValuationRequest,
  TRiskRequest,
  ValuationProgress,
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
  /** A kept valuation's risk: VaR, ES and CFaR by method, the risk profile. */
  risk: (id: string, body: TRiskRequest, signal?: AbortSignal) =>
    apiRequest<RiskReply>(`/api/portfolio_valuations/${id}/risk`, {
      method: 'POST',
      body,
      ...(signal ? { signal } : {}),
    }),
  /** Advanced analytics of a kept valuation (matrix, stress days, VaR back-test, barriers). */
  advanced: (id: string, body: Partial<TAdvancedAnalyticsRequest>, signal?: AbortSignal) =>
    apiRequest<AdvancedAnalyticsReply>(`/api/portfolio_valuations/${id}/advanced`, {
      method: 'POST',
      body,
      ...(signal ? { signal } : {}),
    }),
  /** A kept valuation's past view of one portfolio and asset. */
  past: (id: string, query: TPastPerformanceQuery, signal?: AbortSignal) =>
    apiRequest<PastPerformanceReply>(`/api/portfolio_valuations/${id}/past`, {
      query: { portfolio: query.portfolio, asset: query.asset, interval: query.interval },
      ...(signal ? { signal } : {}),
    }),
  /** A kept commodity valuation analysed by bucket, filters, unit and local currency. */
  commodityAnalysis: (id: string, query: TCommodityAnalysisQuery, signal?: AbortSignal) =>
    apiRequest<CommodityAnalysisReply>(`/api/portfolio_valuations/${id}/commodity_analysis`, {
      query,
      ...(signal ? { signal } : {}),
    }),
  /** A kept valuation's period tables as an .xlsx, headers in `lang`. */
  periodTable: (id: string, lang: SheetLanguage) =>
    apiRequest<Blob>(`/api/portfolio_valuations/${id}/periods.xlsx`, {
      query: { lang },
      responseType: 'blob',
    }),
  /** How far the valuation sent with `progressId` got; null (204) until a large book reports. */
  progress: (progressId: string) =>
    apiRequest<ValuationProgress | null>(`/api/valuation_progress/${progressId}`),
  /** A printable one-page PDF of one portfolio and asset of a kept valuation, in `lang`. */
  report: (id: string, lang: SheetLanguage, portfolio: number, asset: string) =>
    apiRequest<Blob>(`/api/portfolio_valuations/${id}/report.pdf`, {
      query: { lang, portfolio, asset },
      responseType: 'blob',
    }),
};
