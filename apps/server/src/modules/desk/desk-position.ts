import {
  type AnalyticsArea,
  DESK_CURRENCY,
  type FigureUnits,
  REQUEST_STATES,
  type RequestState,
  requestReference,
  type TenorBucket,
  tenorBucket,
  type ZBreach,
  type ZDeskException,
  type ZDeskPosition,
  type ZPositionRow,
} from '@cobertura/contracts';
import { daysBetween, type IsoDate } from '@cobertura/finance/time';
import type { z } from 'zod';
import type { MarketReader } from '../../market-data/market-reader.ts';
import type { Services } from '../../services.ts';
import { deskCurrencyConverter } from './desk-currency.ts';
import { type RequestRow, selectRequests } from './hedge-requests.queries.ts';
import { deskToday, readDeskLimits } from './read-desk-limits.ts';
import { selectLiveQuotes, selectOutstandingTickets, selectStateCounts } from './supervision.queries.ts';

type PositionRow = z.infer<typeof ZPositionRow>;
type DeskException = z.infer<typeof ZDeskException>;

const HOUR_MS = 3_600_000;

/**
 * The desk's position (`GET /api/desk/position`), all in DESK_CURRENCY: by client, asset, bank and
 * tenor, what is executed and not yet settled (the tickets' desk amounts, tenor of their last value
 * date, as the credit lines count them) and what open requests still ask (amount less filled,
 * converted at the last closes; no bank yet, tenor of their last settlement); the limits with their
 * usage; the exceptions a supervisor acts on — late requests (open past their window), far quotes
 * (live quotes whose margin is over the client's threshold) and breaches (awaiting approval) —; and
 * how many requests stand in each state.
 */
export async function deskPosition(
  services: Services,
  reader: MarketReader,
  scope: { companyIds: number[] },
): Promise<z.input<typeof ZDeskPosition>> {
  const now = services.now();
  const today = deskToday(services);
  const [tickets, open, quotes, counts, limits] = await Promise.all([
    selectOutstandingTickets(services, scope, today),
    selectRequests(services, scope, { open: true }),
    selectLiveQuotes(services, scope, now),
    selectStateCounts(services, scope),
    readDeskLimits(services, scope),
  ]);

  const rows = new Map<string, PositionRow>();
  const add = (key: Omit<PositionRow, 'executed' | 'open' | 'count'>, executed: number, asked: number) => {
    const id = JSON.stringify([key.company_name, key.asset, key.counterparty, key.tenor]);
    const row = rows.get(id) ?? { ...key, executed: 0, open: 0, count: 0 };
    row.executed += executed;
    row.open += asked;
    row.count += 1;
    rows.set(id, row);
  };
  const tenorOf = (lastDate: string): TenorBucket => tenorBucket(daysBetween(today, lastDate as IsoDate));
  for (const ticket of tickets) {
    add(
      {
        company_name: ticket.companyName,
        asset: ticket.asset,
        counterparty: ticket.counterparty,
        tenor: tenorOf(ticket.lastValueDate),
      },
      ticket.deskAmount,
      0,
    );
  }
  const toDesk = deskCurrencyConverter(reader, today);
  for (const request of open) {
    const settlements = request.settlements as { date: string }[];
    const remainder = Math.max(0, request.amount - request.filled);
    const asked = await toDesk(
      { area: request.area as AnalyticsArea, asset: request.asset, units: request.units as FigureUnits },
      remainder,
    );
    add(
      {
        company_name: request.companyName,
        asset: request.asset,
        counterparty: null,
        tenor: tenorOf(settlements.at(-1)?.date ?? today),
      },
      0,
      // A remainder without a stored price to convert it counts nothing rather than a wrong figure.
      asked ?? 0,
    );
  }

  return {
    currency: DESK_CURRENCY,
    rows: [...rows.values()].sort(
      (a, b) =>
        a.company_name.localeCompare(b.company_name) ||
        a.asset.localeCompare(b.asset) ||
        (a.counterparty ?? '').localeCompare(b.counterparty ?? '') ||
        a.tenor.localeCompare(b.tenor),
    ),
    limits,
    exceptions: exceptionsOf(open, quotes, limits, now),
    states: Object.fromEntries(
      REQUEST_STATES.map((state) => [state, counts.find((row) => row.state === state)?.n ?? 0]),
    ) as Record<RequestState, number>,
  };
}

function exceptionsOf(
  open: RequestRow[],
  quotes: Awaited<ReturnType<typeof selectLiveQuotes>>,
  limits: { company_id: number; margin_threshold_bps: number }[],
  now: Date,
): DeskException[] {
  const byId = new Map(open.map((request) => [request.id, request]));
  const exceptions: DeskException[] = [];
  for (const request of open) {
    if (request.windowEnds && request.windowEnds < now) {
      const hours = Math.floor((now.getTime() - request.windowEnds.getTime()) / HOUR_MS);
      exceptions.push({
        kind: 'late',
        reference: requestReference(request.id),
        request_id: request.id,
        company_name: request.companyName,
        detail: `Its ${request.window} window ended ${hours} h ago, still ${request.state.replace('_', ' ')}.`,
        at: request.windowEnds.toISOString(),
      });
    }
    const pending = request.pendingApproval as { breaches?: z.infer<typeof ZBreach>[] } | null;
    if (request.state === 'awaiting_approval') {
      const breaches = pending?.breaches ?? [];
      exceptions.push({
        kind: 'breach',
        reference: requestReference(request.id),
        request_id: request.id,
        company_name: request.companyName,
        detail: breaches.length
          ? breaches.map((breach) => breach.detail).join('; ')
          : 'Awaiting a supervisor.',
        at: request.updatedAt.toISOString(),
      });
    }
  }
  for (const quote of quotes) {
    const request = byId.get(quote.requestId);
    const threshold = limits.find((limit) => limit.company_id === quote.companyId)?.margin_threshold_bps;
    if (!request || threshold === undefined || quote.marginBps <= threshold) continue;
    exceptions.push({
      kind: 'far_quote',
      reference: requestReference(request.id),
      request_id: request.id,
      company_name: quote.companyName,
      detail: `${quote.counterparty} quotes ${round1(quote.marginBps)} bps over fair value; the client's threshold is ${round1(threshold)} bps.`,
      at: quote.quotedAt.toISOString(),
    });
  }
  return exceptions.sort((a, b) => a.at.localeCompare(b.at));
}

const round1 = (value: number) => Math.round(value * 10) / 10;
