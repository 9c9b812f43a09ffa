import {
  type FigureUnits,
  type HedgeRequest,
  type RequestEvent,
  type RequestState,
  requestReference,
  type TStrategyChoice,
} from '@cobertura/contracts';
import type { RequestRow } from './hedge-requests.queries.ts';

type Settlement = { date: string; amount: number };

/** A request as its company and the desk read it, with its life when given. */
export function toHedgeRequest(row: RequestRow, events: RequestEvent[] = []): HedgeRequest {
  const units = row.units as FigureUnits;
  return {
    id: row.id,
    reference: requestReference(row.id),
    company_id: row.companyId,
    company_name: row.companyName,
    portfolio_id: row.portfolioId,
    portfolio_name: row.portfolioName,
    asset: row.asset,
    area: row.area as HedgeRequest['area'],
    amounts_currency: units.amounts_currency,
    quantity_unit: units.quantity_unit,
    rate_unit: units.rate_unit,
    side: row.side as HedgeRequest['side'],
    settlements: row.settlements as Settlement[],
    amount: row.amount,
    filled: row.filled,
    strategy: row.strategy as TStrategyChoice,
    strategy_name: row.strategyName,
    quote_basis: row.quoteBasis as HedgeRequest['quote_basis'],
    limit_rate: row.limitRate,
    window: row.window as HedgeRequest['window'],
    window_ends: (row.windowEnds ?? row.createdAt).toISOString(),
    validity: row.validity as HedgeRequest['validity'],
    expires_at: row.expiresAt?.toISOString() ?? null,
    note: row.note,
    justification: row.justification,
    origin: row.origin as HedgeRequest['origin'],
    state: row.state as RequestState,
    checks: (row.checks as HedgeRequest['checks']) ?? null,
    created_by: row.createdByName,
    created_at: row.createdAt.toISOString(),
    submitted_at: row.submittedAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
    events,
  };
}

/** The events of the query's rows, grouped by request, as the contract writes them. */
export function eventsByRequest(
  rows: {
    requestId: number;
    at: Date;
    state: string;
    action: string;
    detail: string | null;
    user: string | null;
    ticketId: number | null;
    tradeId: string | null;
  }[],
): Map<number, RequestEvent[]> {
  const grouped = new Map<number, RequestEvent[]>();
  for (const row of rows) {
    const list = grouped.get(row.requestId) ?? [];
    list.push({
      at: row.at.toISOString(),
      state: row.state as RequestState,
      action: row.action,
      user: row.user,
      detail: row.detail,
      ticket:
        row.ticketId !== null && row.tradeId !== null ? { id: row.ticketId, trade_id: row.tradeId } : null,
    });
    grouped.set(row.requestId, list);
  }
  return grouped;
}
