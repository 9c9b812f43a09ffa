import type {
  DeskLimits,
  DeskRequest,
  ExecutionWindow,
  RequestState,
  SheetLanguage,
  TExecuteInput,
  TQuoteInput,
  ZApprovalInput,
  ZAskQuotesInput,
  ZBlotter,
  ZBreach,
  ZDeskException,
  ZDeskMe,
  ZDeskPosition,
  ZExecuteAnswer,
  ZLimitChange,
  ZLimitsInput,
  ZPositionRow,
  ZRejectInput,
} from '@cobertura/contracts';
import type { z } from 'zod';
import { apiRequest } from '../../../api/client.ts';

export type DeskMe = z.infer<typeof ZDeskMe>;
export type Blotter = z.infer<typeof ZBlotter>;
export type Breach = z.infer<typeof ZBreach>;
export type ExecuteAnswer = z.infer<typeof ZExecuteAnswer>;
export type LimitChange = z.infer<typeof ZLimitChange>;
export type LimitsInput = z.input<typeof ZLimitsInput>;
export type DeskPosition = z.infer<typeof ZDeskPosition>;
export type PositionRow = z.infer<typeof ZPositionRow>;
export type DeskException = z.infer<typeof ZDeskException>;
export type ApprovalInput = z.input<typeof ZApprovalInput>;

/** The blotter's filters as the query string carries them (issue 26: `GET /api/desk/blotter`). */
export interface BlotterQuery {
  state?: RequestState;
  open?: boolean;
  company_id?: number;
  asset?: string;
  window?: ExecutionWindow;
}

const post = <T>(path: string, body: unknown) => apiRequest<T>(path, { method: 'POST', body });
const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** The trading desk's calls (issue 26, /work desk API): blotter, a request's quotes and execution, approvals, limits, position. */
export const deskApi = {
  me: (signal?: AbortSignal) => apiRequest<DeskMe>('/api/desk/me', withSignal(signal)),
  blotter: (query: BlotterQuery, signal?: AbortSignal) =>
    apiRequest<Blotter>('/api/desk/blotter', { query: { ...query }, ...withSignal(signal) }),
  request: (id: number, signal?: AbortSignal) =>
    apiRequest<DeskRequest>(`/api/desk/requests/${id}`, withSignal(signal)),
  /** Asks the client's banks; the simulated ones answer at once. */
  askQuotes: (id: number, body: z.input<typeof ZAskQuotesInput> = {}) =>
    post<DeskRequest>(`/api/desk/requests/${id}/ask_quotes`, body),
  recordQuote: (id: number, body: Partial<TQuoteInput> & Pick<TQuoteInput, 'counterparty_id' | 'price'>) =>
    post<DeskRequest>(`/api/desk/requests/${id}/quotes`, body),
  execute: (id: number, body: TExecuteInput) => post<ExecuteAnswer>(`/api/desk/requests/${id}/execute`, body),
  /** A supervisor's answer; its 403 FOUR_EYES refuses the act, not the session (api/client.ts). */
  approval: (id: number, body: ApprovalInput) => post<DeskRequest>(`/api/desk/requests/${id}/approval`, body),
  reject: (id: number, body: z.input<typeof ZRejectInput>) =>
    post<DeskRequest>(`/api/desk/requests/${id}/reject`, body),
  limits: (signal?: AbortSignal) => apiRequest<DeskLimits[]>('/api/desk/limits', withSignal(signal)),
  saveLimits: (companyId: number, body: LimitsInput) =>
    apiRequest<DeskLimits>(`/api/desk/limits/${companyId}`, { method: 'PUT', body }),
  limitsHistory: (companyId: number, signal?: AbortSignal) =>
    apiRequest<LimitChange[]>('/api/desk/limits/history', {
      query: { company_id: companyId },
      ...withSignal(signal),
    }),
  position: (signal?: AbortSignal) => apiRequest<DeskPosition>('/api/desk/position', withSignal(signal)),
  /** The blotter as an .xlsx, headers in `lang`. */
  blotterXlsx: (lang: SheetLanguage) =>
    apiRequest<Blob>('/api/desk/blotter.xlsx', { query: { lang }, responseType: 'blob' }),
  /** A trade ticket's confirmation, printed in `lang`. */
  confirmation: (requestId: number, ticketId: number, lang: SheetLanguage) =>
    apiRequest<Blob>(`/api/hedge_requests/${requestId}/tickets/${ticketId}/confirmation.pdf`, {
      query: { lang },
      responseType: 'blob',
    }),
};
