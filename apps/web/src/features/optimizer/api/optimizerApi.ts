import type {
  BacktestReply,
  DraftHedge,
  OpenExposureReply,
  PriceStrategiesReply,
  QuoteCheckReply,
  SimulationReply,
  TBacktestRequest,
  TDraftHedgesRequest,
  TPriceStrategiesRequest,
  TQuoteCheckRequest,
  TZeroCostRequest,
  ValuationProgress,
  ZSimulationRun,
} from '@cobertura/contracts';
import type { z } from 'zod';
import { apiRequest } from '../../../api/client.ts';

/** One of the user's stored simulations, as the history lists it. */
export type SimulationRun = z.infer<typeof ZSimulationRun>;

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
  /** A bank's premium for one strategy's terms against their fair value on today's market. */
  quoteCheck: (body: TQuoteCheckRequest) =>
    apiRequest<QuoteCheckReply>('/api/optimizer/quote_check', { method: 'POST', body }),
  /** The strategies replayed on the stored history; aborting the signal stops the job on the server. */
  backtest: (body: TBacktestRequest, signal?: AbortSignal) =>
    apiRequest<BacktestReply>('/api/optimizer/backtest', {
      method: 'POST',
      body,
      ...(signal ? { signal } : {}),
    }),
  /** The user's newest 50 simulations. */
  runs: (signal?: AbortSignal) =>
    apiRequest<SimulationRun[]>('/api/optimizer/runs', signal ? { signal } : {}),
  /** A stored simulation, as it was answered. */
  run: (id: string, signal?: AbortSignal) =>
    apiRequest<SimulationReply>(`/api/optimizer/runs/${id}`, signal ? { signal } : {}),
  /** How far the simulation sent with `id` got; null (204) until it reports. */
  progress: (id: string) => apiRequest<ValuationProgress | null>(`/api/optimizer/progress/${id}`),
  /** The chosen strategy as draft hedge rows of a portfolio; nothing is saved. */
  drafts: (body: TDraftHedgesRequest) =>
    apiRequest<{ asset: string; rows: DraftHedge[] }>('/api/optimizer/drafts', { method: 'POST', body }),
};
