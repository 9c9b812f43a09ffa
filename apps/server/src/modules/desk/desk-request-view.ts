import {
  type BankQuote,
  type DeskRequest,
  type FigureUnits,
  OPEN_REQUEST_STATES,
  type RequestState,
  requestReference,
  type TradeTicket,
  type ZBreach,
} from '@cobertura/contracts';
import type { z } from 'zod';
import { notFound } from '../../errors.ts';
import type { Services } from '../../services.ts';
import type { DeskMarket } from './desk-market.ts';
import { type RequestRow, type Scope, selectRequest, selectRequestEvents } from './hedge-requests.queries.ts';
import { bestPriceIndex } from './quote-prices.ts';
import { eventsByRequest, toHedgeRequest } from './request-view.ts';
import {
  LIVE_STATUSES,
  type QuoteRow,
  selectQuotes,
  selectTickets,
  selectUserNames,
  type TicketRow,
} from './trading.queries.ts';

/** A limit an execution goes over: what, by how much, with its currency. */
export type BreachFound = z.infer<typeof ZBreach>;

/** What a request waiting for a supervisor keeps: the quote, who asked (user id), the breaches. */
export interface PendingApproval {
  quote_id: number;
  asked_by: number;
  breaches: BreachFound[];
  /** The amount the trader asked to execute, in quantity_unit. */
  amount?: number;
}

/** Whether a quote can still be executed at `now`: live or approved, within its validity. */
export const isExecutable = (quote: Pick<QuoteRow, 'status' | 'validUntil'>, now: Date) =>
  (LIVE_STATUSES as readonly string[]).includes(quote.status) && quote.validUntil > now;

/** A quote's status as read at `now`: a live or approved quote past its validity reads 'expired'. */
export function quoteStatus(quote: Pick<QuoteRow, 'status' | 'validUntil'>, now: Date): BankQuote['status'] {
  if ((LIVE_STATUSES as readonly string[]).includes(quote.status) && quote.validUntil <= now)
    return 'expired';
  return quote.status as BankQuote['status'];
}

/** The request's quotes as the desk reads them, the best executable price for the client flagged. */
export function toBankQuotes(
  request: Pick<RequestRow, 'quoteBasis' | 'side'>,
  quotes: QuoteRow[],
  now: Date,
) {
  const executable = quotes.filter((q) => isExecutable(q, now));
  const best = bestPriceIndex(
    request.quoteBasis as 'rate' | 'premium',
    request.side as 'buyer' | 'seller',
    executable.map((q) => q.price),
  );
  const bestId = best === undefined ? undefined : executable[best]?.id;
  return quotes.map(
    (q): BankQuote => ({
      id: q.id,
      request_id: q.requestId,
      counterparty_id: q.counterpartyId,
      counterparty: q.counterparty,
      simulated: q.simulated,
      price: q.price,
      fair_value: q.fairValue,
      margin_bps: q.marginBps,
      amount: q.amount,
      quoted_at: q.quotedAt.toISOString(),
      valid_until: q.validUntil.toISOString(),
      taken_by: q.takenBy,
      status: quoteStatus(q, now),
      best: q.id === bestId,
    }),
  );
}

/** A trade ticket as the desk and the client read it. */
export function toTradeTicket(ticket: TicketRow, request: RequestRow, approver: string | null): TradeTicket {
  const units = request.units as FigureUnits;
  return {
    id: ticket.id,
    trade_id: ticket.tradeId,
    request_id: ticket.requestId,
    reference: requestReference(request.id),
    company_name: request.companyName,
    portfolio_name: request.portfolioName,
    asset: request.asset,
    amounts_currency: units.amounts_currency,
    quantity_unit: units.quantity_unit,
    rate_unit: units.rate_unit,
    side: request.side,
    strategy_name: request.strategyName,
    counterparty: ticket.counterparty,
    amount: ticket.amount,
    executed_rate: ticket.executedRate,
    premium: ticket.premium,
    margin_bps: ticket.marginBps,
    value_dates: ticket.valueDates as string[],
    trader: ticket.trader,
    approved_by: approver,
    executed_at: ticket.executedAt.toISOString(),
    booked_rows: ticket.bookedRows as string[],
    simulated: ticket.simulated,
  };
}

export const isOpenState = (state: string) =>
  (OPEN_REQUEST_STATES as readonly RequestState[]).includes(state as RequestState);

/** Seconds until the request's window ends at `now`; negative when late. */
export const windowLeftSeconds = (request: Pick<RequestRow, 'windowEnds' | 'createdAt'>, now: Date) =>
  Math.round(((request.windowEnds ?? request.createdAt).getTime() - now.getTime()) / 1000);

/**
 * One request of the caller's companies as the desk reads it (`GET /api/desk/requests/{id}`): its
 * life, quotes, tickets, what waits for a supervisor, the asset's mid and the fair price of what is
 * asked. 404 for another company's request and for a treasurer's draft.
 */
export async function readDeskRequest(
  services: Services,
  market: DeskMarket,
  scope: Scope,
  id: number,
): Promise<DeskRequest> {
  const row = await selectRequest(services, scope, id);
  if (!row || row.state === 'draft') throw notFound('No such request.');
  const [events, quotes, tickets] = await Promise.all([
    selectRequestEvents(services, [id]),
    selectQuotes(services, [id]),
    selectTickets(services, [id]),
  ]);
  const pending = row.pendingApproval as PendingApproval | null;
  const names = await selectUserNames(services, [
    ...(pending ? [pending.asked_by] : []),
    ...tickets.flatMap((t) => (t.approvedBy ? [t.approvedBy] : [])),
  ]);
  const spot = await market.spot(row.area as 'currency' | 'commodity', row.asset);
  const fair = isOpenState(row.state)
    ? await market.fairValue(row, spot?.pricesDate).catch(() => undefined)
    : undefined;
  const now = services.now();
  return {
    ...toHedgeRequest(row, eventsByRequest(events).get(id)),
    mid: spot?.spot ?? fair?.spot ?? null,
    fair_value: fair ? market.basisValue(row, fair) : null,
    window_left_seconds: windowLeftSeconds(row, now),
    quotes: toBankQuotes(row, quotes, now),
    tickets: tickets.map((t) =>
      toTradeTicket(t, row, t.approvedBy ? (names.get(t.approvedBy) ?? null) : null),
    ),
    pending_approval: pending
      ? {
          quote_id: pending.quote_id,
          asked_by: names.get(pending.asked_by) ?? '—',
          breaches: pending.breaches,
        }
      : null,
    approved_quote_id: row.approvedQuoteId,
  };
}
