import type {
  ExecutionWindow,
  HedgePlan,
  HedgeRequest,
  THedgeRequestInput,
  THedgeRequestQuery,
} from '@cobertura/contracts';
import { apiRequest } from '../../../api/client.ts';

/** A page of the treasurer's requests, newest first (contract ZHedgeRequestPage). */
export interface HedgeRequestPage {
  items: HedgeRequest[];
  page: number;
  page_size: number;
  total: number;
}

/** What the list asks for: a page, and optionally a state or only the open ones. */
export type RequestListQuery = Partial<Pick<THedgeRequestQuery, 'state' | 'open' | 'asset' | 'window'>> &
  Pick<THedgeRequestQuery, 'page' | 'page_size'>;

/** The client side of the desk (issue 26): the execution plan and the treasurer's hedge requests. */
export const hedgeApi = {
  /** What the program requires and is not hedged, by period, for the window. */
  plan: (window: ExecutionWindow, signal?: AbortSignal) =>
    apiRequest<HedgePlan>('/api/hedge_plan', { query: { window }, ...(signal ? { signal } : {}) }),
  requests: (query: RequestListQuery, signal?: AbortSignal) =>
    apiRequest<HedgeRequestPage>('/api/hedge_requests', { query, ...(signal ? { signal } : {}) }),
  request: (id: number, signal?: AbortSignal) =>
    apiRequest<HedgeRequest>(`/api/hedge_requests/${id}`, signal ? { signal } : {}),
  /** A draft, or submitted at once with `submit`. */
  create: (input: THedgeRequestInput, submit: boolean) =>
    apiRequest<HedgeRequest>('/api/hedge_requests', { method: 'POST', body: { ...input, submit } }),
  /** A draft's new terms (409 REQUEST_STATE once it is no longer a draft). */
  update: (id: number, input: THedgeRequestInput) =>
    apiRequest<HedgeRequest>(`/api/hedge_requests/${id}`, { method: 'PUT', body: input }),
  submit: (id: number, justification: string | null) =>
    apiRequest<HedgeRequest>(`/api/hedge_requests/${id}/submit`, {
      method: 'POST',
      body: justification ? { justification } : {},
    }),
  cancel: (id: number, reason: string | null) =>
    apiRequest<HedgeRequest>(`/api/hedge_requests/${id}/cancel`, {
      method: 'POST',
      body: reason ? { reason } : {},
    }),
  /** A fill's trade confirmation, as a PDF in the language asked. */
  confirmation: (id: number, ticketId: number, lang: 'en' | 'es') =>
    apiRequest<Blob>(`/api/hedge_requests/${id}/tickets/${ticketId}/confirmation.pdf`, {
      query: { lang },
      responseType: 'blob',
    }),
};
