import {
  type AnalyticsArea,
  DESK_CURRENCY,
  type FigureUnits,
  MAX_BLOTTER_ROWS,
  REQUEST_STATES,
  requestReference,
  type SheetLanguage,
} from '@cobertura/contracts';
import type { Caller } from '../../identity/caller.ts';
import type { MarketReader } from '../../market-data/market-reader.ts';
import type { Services } from '../../services.ts';
import type { SheetColumn, SheetValues } from '../../spreadsheets/columns.ts';
import { deskCurrencyConverter } from './desk-currency.ts';
import { selectRequests } from './hedge-requests.queries.ts';
import { deskToday } from './read-desk-limits.ts';
import { selectTradeIds } from './supervision.queries.ts';

const text = (key: string, en: string, es: string, width = 16): SheetColumn => ({
  key,
  type: 'text',
  headers: { en, es },
  width,
});
const number = (key: string, en: string, es: string): SheetColumn => ({
  key,
  type: 'number',
  headers: { en, es },
  width: Math.max(14, en.length + 2, es.length + 2),
});

/**
 * The blotter's columns. A request's amounts count its asset's quantity unit, which differs from
 * row to row: their headers point at the Unit column; the one money column that shares a currency,
 * the amount at the last closes, names it. Timestamps are UTC, as the headers say.
 */
const COLUMNS: SheetColumn[] = [
  text('reference', 'Reference', 'Referencia', 12),
  text('client', 'Client', 'Cliente', 20),
  text('portfolio', 'Portfolio', 'Portafolio', 20),
  text('asset', 'Asset', 'Activo', 12),
  text('side', 'Side', 'Lado', 10),
  text('strategy', 'Strategy', 'Estrategia', 18),
  number('amount', 'Amount (in Unit)', 'Monto (en Unidad)'),
  text('unit', 'Unit', 'Unidad', 8),
  number('filled', 'Filled (in Unit)', 'Ejecutado (en Unidad)'),
  number(
    'amount_desk',
    `Amount at last closes (${DESK_CURRENCY})`,
    `Monto a los últimos cierres (${DESK_CURRENCY})`,
  ),
  text('state', 'State', 'Estado', 18),
  text('window', 'Window', 'Ventana', 10),
  text('window_ends', 'Window end (UTC)', 'Fin de la ventana (UTC)', 18),
  text('created_by', 'Created by', 'Creada por', 20),
  text('created_at', 'Created at (UTC)', 'Creada (UTC)', 18),
  text('trades', 'Executed trades', 'Operaciones ejecutadas', 28),
];

/** The states the desk sees: every one but the treasurers' drafts. */
const DESK_STATES = REQUEST_STATES.filter((state) => state !== 'draft');

/** 2026-03-10T14:05:09.000Z → 2026-03-10 14:05 (UTC). */
const utcMinute = (at: Date) => at.toISOString().slice(0, 16).replace('T', ' ');

/**
 * The blotter as an .xlsx (`GET /api/desk/blotter.xlsx`): every request of the served companies but
 * drafts, newest first (at most MAX_BLOTTER_ROWS), with its executed trades' ids, headers in
 * `language`. Written on the job pool.
 */
export async function exportBlotter(
  services: Services,
  reader: MarketReader,
  caller: Caller,
  language: SheetLanguage,
): Promise<{ filename: string; bytes: Uint8Array }> {
  const today = deskToday(services);
  const requests = await selectRequests(
    services,
    caller,
    { states: DESK_STATES },
    { limit: MAX_BLOTTER_ROWS, offset: 0 },
  );
  const trades = new Map<number, string[]>();
  for (const row of await selectTradeIds(
    services,
    requests.map((request) => request.id),
  )) {
    trades.set(row.requestId, [...(trades.get(row.requestId) ?? []), row.tradeId]);
  }
  const toDesk = deskCurrencyConverter(reader, today);
  const rows: SheetValues[] = [];
  for (const request of requests) {
    const units = request.units as FigureUnits;
    rows.push({
      reference: requestReference(request.id),
      client: request.companyName,
      portfolio: request.portfolioName,
      asset: request.asset,
      side: request.side,
      strategy: request.strategyName,
      amount: request.amount,
      unit: units.quantity_unit,
      filled: request.filled,
      amount_desk:
        (await toDesk(
          { area: request.area as AnalyticsArea, asset: request.asset, units },
          request.amount,
        )) ?? null,
      state: request.state,
      window: request.window,
      window_ends: request.windowEnds ? utcMinute(request.windowEnds) : null,
      created_by: request.createdByName,
      created_at: utcMinute(request.createdAt),
      trades: trades.get(request.id)?.join(', ') ?? null,
    });
  }
  const sheet = { name: language === 'es' ? 'Órdenes' : 'Blotter', columns: COLUMNS, rows };
  const bytes = await services.jobs.run(`user-${caller.id}`, 'writeXlsx', { sheets: [sheet], language });
  return { filename: `${language === 'es' ? 'ordenes' : 'blotter'}_${today}.xlsx`, bytes };
}
