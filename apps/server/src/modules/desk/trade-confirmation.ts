import { type FigureUnits, OPTION_TYPES, type TradeTicket, type TStrategyChoice } from '@cobertura/contracts';
import { sideLegs } from '@cobertura/finance/optimizer';
import { notFound } from '../../errors.ts';
import type { ReportJob } from '../../pdf/pdf-report.ts';
import type { Services } from '../../services.ts';
import { toTradeTicket } from './desk-request-view.ts';
import { fillShares } from './fill-rows.ts';
import {
  type RequestRow,
  type Scope,
  selectCatalogueStrategy,
  selectRequest,
} from './hedge-requests.queries.ts';
import { amountText, bpsText, rateText, type TradeLanguage, withUnit } from './trade-text.ts';
import { selectTickets, selectUserNames } from './trading.queries.ts';

const WORDS = {
  en: {
    file: 'confirmation',
    title: (tradeId: string) => `Trade confirmation ${tradeId}`,
    intro: (company: string, portfolio: string) => `${company} · portfolio ${portfolio}`,
    executed: (at: string, trader: string) => `Executed on ${at} by ${trader}`,
    valueDates: (dates: string) => `Value dates: ${dates}`,
    booked: (keys: string) => `Booked in the client's book as rows ${keys}`,
    simulated: (bank: string) =>
      `Simulated bank: ${bank} quotes by itself around fair value; its prices are not market quotes.`,
    header: ['Term', 'Value'],
    fields: {
      trade: 'Trade id',
      request: 'Request',
      company: 'Company',
      portfolio: 'Portfolio',
      asset: 'Asset',
      side: 'Side',
      strategy: 'Strategy',
      legs: 'Legs',
      amount: 'Amount',
      rate: 'Executed rate',
      premium: 'Premium',
      margin: "Bank's margin over fair value",
      counterparty: 'Counterparty',
      trader: 'Trader',
      approver: 'Approved by',
      executedAt: 'Executed at',
    },
    side: { buyer: 'Buys', seller: 'Sells' },
    leg: (position: string, derivative: string, type: string, strike: string) =>
      `${position} ${derivative}${type === 'EUROPEAN' ? '' : ` ${type}`} at ${strike}`,
    paid: 'paid',
    received: 'received',
    none: 'none',
    simulatedBank: 'simulated bank',
    periods: (unit: string) => ['Date', `Amount${unit ? ` (${unit})` : ''}`],
    chart: 'Amount by date',
  },
  es: {
    file: 'confirmacion',
    title: (tradeId: string) => `Confirmación de operación ${tradeId}`,
    intro: (company: string, portfolio: string) => `${company} · portafolio ${portfolio}`,
    executed: (at: string, trader: string) => `Ejecutada el ${at} por ${trader}`,
    valueDates: (dates: string) => `Fechas valor: ${dates}`,
    booked: (keys: string) => `Registrada en el libro del cliente como filas ${keys}`,
    simulated: (bank: string) =>
      `Banco simulado: ${bank} cotiza por sí mismo alrededor del valor justo; sus precios no son cotizaciones de mercado.`,
    header: ['Término', 'Valor'],
    fields: {
      trade: 'Operación',
      request: 'Solicitud',
      company: 'Empresa',
      portfolio: 'Portafolio',
      asset: 'Activo',
      side: 'Lado',
      strategy: 'Estrategia',
      legs: 'Patas',
      amount: 'Monto',
      rate: 'Tasa ejecutada',
      premium: 'Prima',
      margin: 'Margen del banco sobre el valor justo',
      counterparty: 'Contraparte',
      trader: 'Operador',
      approver: 'Aprobada por',
      executedAt: 'Ejecutada el',
    },
    side: { buyer: 'Compra', seller: 'Vende' },
    leg: (position: string, derivative: string, type: string, strike: string) =>
      `${position === 'LONG' ? 'LARGO' : 'CORTO'} ${derivative}${type === 'EUROPEAN' ? '' : ` ${type}`} a ${strike}`,
    paid: 'pagada',
    received: 'recibida',
    none: 'ninguno',
    simulatedBank: 'banco simulado',
    periods: (unit: string) => ['Fecha', `Monto${unit ? ` (${unit})` : ''}`],
    chart: 'Monto por fecha',
  },
} as const;

/** An instant as the paper prints it: UTC to the minute. */
const utcMinute = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/**
 * `GET /api/hedge_requests/{id}/tickets/{ticket_id}/confirmation.pdf?lang=`: a fill's trade
 * confirmation, in English or Spanish (pdf/ layer, A4): the company, portfolio, trade id and
 * request, the asset, side, strategy and its legs, the amount, executed rate and premium with their
 * units, the bank (said to be simulated when it is), the dates, trader and approver, and the rows
 * booked. Written from the ticket alone, dated at its execution: the same ticket gives the same file.
 * 404 for a request of another company and a ticket of another request.
 */
export async function confirmationPdf(
  services: Services,
  caller: Scope & { id: number },
  requestId: number,
  ticketId: number,
  lang: TradeLanguage,
): Promise<{ filename: string; bytes: Uint8Array }> {
  const request = await selectRequest(services, caller, requestId);
  if (!request) throw notFound('No such request.');
  const found = (await selectTickets(services, [requestId])).find((t) => t.id === ticketId);
  if (!found) throw notFound('No such trade ticket.');
  const approver = found.approvedBy
    ? ((await selectUserNames(services, [found.approvedBy])).get(found.approvedBy) ?? null)
    : null;
  const ticket = toTradeTicket(found, request, approver);
  const legs = await legTexts(services, request, ticket, lang);
  const job = confirmationJob(request, ticket, legs, lang);
  const bytes = await services.jobs.run(`user-${caller.id}`, 'writeReport', job);
  return { filename: `${WORDS[lang].file}_${ticket.trade_id}.pdf`, bytes };
}

/** The strategy's legs as the side holds them, each with its strike. */
async function legTexts(
  services: Services,
  request: RequestRow,
  ticket: TradeTicket,
  lang: TradeLanguage,
): Promise<string[]> {
  const strategy = request.strategy as TStrategyChoice;
  const catalogue = await selectCatalogueStrategy(
    services,
    request.area as 'currency' | 'commodity',
    strategy.pk_idstrategy,
  );
  if (!catalogue) return [];
  const legs = sideLegs(
    request.side as 'buyer' | 'seller',
    catalogue.legs.map((leg) => ({
      derivative: leg.derivative,
      position: leg.position,
      optionType: OPTION_TYPES[leg.fk_idoptiontype - 1] ?? 'EUROPEAN',
    })),
  );
  return legs.map((leg, i) => {
    const strike =
      request.quoteBasis === 'rate' ? ticket.executed_rate : (strategy.strikes[i] ?? ticket.executed_rate);
    return WORDS[lang].leg(
      leg.position,
      leg.derivative,
      leg.optionType,
      withUnit(rateText(strike, lang), ticket.rate_unit),
    );
  });
}

/** The confirmation as the pdf/ layer writes it. */
export function confirmationJob(
  request: RequestRow,
  ticket: TradeTicket,
  legs: readonly string[],
  lang: TradeLanguage,
): ReportJob {
  const words = WORDS[lang];
  const f = words.fields;
  const units = request.units as FigureUnits;
  const rateUnit = lang === 'es' ? ticket.rate_unit?.replace(' per ', ' por ') : ticket.rate_unit;
  const what = request.area === 'currency' ? request.asset.slice(0, 3) : request.asset;
  const premium =
    ticket.premium === 0
      ? withUnit(amountText(0, lang), ticket.amounts_currency)
      : `${withUnit(amountText(Math.abs(ticket.premium), lang), ticket.amounts_currency)} ${
          ticket.premium < 0 ? words.paid : words.received
        }`;
  const shares = fillShares(
    request.settlements as { date: string; amount: number }[],
    request.amount,
    ticket.amount,
  );
  return {
    title: words.title(ticket.trade_id),
    lines: [
      words.intro(ticket.company_name, ticket.portfolio_name),
      words.executed(utcMinute(ticket.executed_at), ticket.trader),
      words.valueDates(ticket.value_dates.join(', ')),
      words.booked(ticket.booked_rows.join(', ')),
    ],
    warning: ticket.simulated ? words.simulated(ticket.counterparty) : '',
    tables: {
      summary: {
        header: [...words.header],
        rows: [
          [f.trade, ticket.trade_id],
          [f.request, ticket.reference],
          [f.company, ticket.company_name],
          [f.portfolio, ticket.portfolio_name],
          [f.asset, ticket.asset],
          [f.side, `${words.side[request.side as 'buyer' | 'seller']} ${what}`],
          [f.strategy, ticket.strategy_name],
          [f.legs, legs.join('; ')],
          [f.amount, withUnit(amountText(ticket.amount, lang), units.quantity_unit)],
          [f.rate, withUnit(rateText(ticket.executed_rate, lang), rateUnit)],
          [f.premium, premium],
          [f.margin, bpsText(ticket.margin_bps, lang)],
          [
            f.counterparty,
            ticket.simulated ? `${ticket.counterparty} (${words.simulatedBank})` : ticket.counterparty,
          ],
          [f.trader, ticket.trader],
          [f.approver, ticket.approved_by ?? words.none],
          [f.executedAt, utcMinute(ticket.executed_at)],
        ],
        widths: [1, 2.4],
      },
      periods: {
        header: [...words.periods(units.quantity_unit ?? '')],
        rows: shares.map((s) => [s.date, amountText(s.amount, lang)]),
        widths: [1, 1.5],
      },
    },
    chart: {
      legend: { show: false },
      grid: { left: 8, right: 8, top: 24, bottom: 4, containLabel: true },
      xAxis: { type: 'category', data: shares.map((s) => s.date), axisLabel: { fontSize: 8 } },
      yAxis: {
        type: 'value',
        name: `${words.chart}${units.quantity_unit ? ` (${units.quantity_unit})` : ''}`,
        nameTextStyle: { fontSize: 8 },
        axisLabel: { fontSize: 8 },
      },
      series: [{ type: 'bar', data: shares.map((s) => s.amount), itemStyle: { color: '#087f5b' } }],
    },
    createdAt: new Date(ticket.executed_at),
  };
}
