import type {
  DraftHedge,
  OpenExposureReply,
  PriceStrategiesReply,
  SimulationReply,
  TDraftHedgesRequest,
  TPriceStrategiesRequest,
  TZeroCostRequest,
  ValuationProgress,
} from '@cobertura/contracts';
import { apiRequest } from '../../../api/client.ts';

/** The Optimizer's calls (spec 02 §7 `simulate_currencies`, `simulate_commodities`, and ours). */
export const optimizerApi = {
  /** Step 1 from the book: what one of the user's portfolios leaves open of the asset, by month. */
  openExposure: (portfolioId: number, asset: string) =>
    apiRequest<OpenExposureReply>(
      `/api/optimizer/open_exposure?portfolio_id=${portfolioId}&asset=${encodeURIComponent(asset)}`,
    ),
  price: (body: TPriceStrategiesRequest, signal?: AbortSignal) =>
    apiRequest<PriceStrategiesReply>('/api/optimizer/price', {
      method: 'POST',
      body,
      ...(signal ? { signal } : {}),
    }),
  zeroCost: (body: TZeroCostRequest) =>
    apiRequest<{ strikes: (number | null)[]; solved: number[] }>('/api/optimizer/zero_cost', {
      method: 'POST',
      body,
    }),
  /** Runs until it answers; aborting the signal stops the job on the server. */
  simulate: (area: 'currency' | 'commodity', body: Record<string, unknown>, signal: AbortSignal) =>
    apiRequest<SimulationReply>(
      area === 'currency' ? '/api/simulate_currencies' : '/api/simulate_commodities',
      {
        method: 'POST',
        body,
        signal,
      },
    ),
  progress: (id: string) => apiRequest<ValuationProgress>(`/api/optimizer/progress/${id}`),
  /** The chosen strategy as draft hedge rows of a portfolio; nothing is saved. */
  drafts: (body: TDraftHedgesRequest) =>
    apiRequest<{ asset: string; rows: DraftHedge[] }>('/api/optimizer/drafts', { method: 'POST', body }),
};
