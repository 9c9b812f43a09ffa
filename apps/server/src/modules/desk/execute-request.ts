import {
  type DeskRequest,
  type FigureUnits,
  requestReference,
  type TExecuteInput,
  type TradeTicket,
  tenorBucket,
} from '@cobertura/contracts';
import { daysBetween, type IsoDate, utcDateOfInstant } from '@cobertura/finance/time';
import { inTransaction } from '../../db/transaction.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Caller } from '../../identity/caller.ts';
import type { Services } from '../../services.ts';
import { sendConfirmation } from './confirmation-mail.ts';
import type { DeskMarket } from './desk-market.ts';
import type { DeskPorts } from './desk-ports.ts';
import { type BreachFound, isExecutable, quoteStatus, readDeskRequest } from './desk-request-view.ts';
import { type FillRows, fillRows } from './fill-rows.ts';
import { findBreaches } from './four-eyes.ts';
import { lockRequest, type RequestRow, selectRequest } from './hedge-requests.queries.ts';
import { selectClientLimits, selectCreditUsage } from './limits.queries.ts';
import { withinLimit } from './quote-prices.ts';
import { announce, moveRequest, noteStep, stateRefusal } from './request-life.ts';
import { deskRateOf, toDeskCurrency } from './to-desk-currency.ts';
import { amountText, rateText, withUnit } from './trade-text.ts';
import {
  insertTicket,
  lockBankLine,
  nextTradeNumber,
  type QuoteRow,
  selectCompanyInitials,
  selectQuote,
  selectTicketByKey,
  selectTickets,
  setQuoteStatus,
} from './trading.queries.ts';

/** How many times an execution reads the request again when it changed between preparation and booking. */
const MAX_ATTEMPTS = 3;

/** A fill's amount may pass the remainder by this share of it (floating sums), and no more. */
const AMOUNT_TOLERANCE = 1e-9;

/** What an execution answers: the request, the fill's ticket or the breaches that stopped it. */
export interface ExecuteAnswer {
  request: DeskRequest;
  ticket: TradeTicket | null;
  breaches: BreachFound[];
}

/** What is read before the transaction: the market's part of a fill (its rows and desk amount). */
interface Preparation {
  request: RequestRow;
  quoteId?: number;
  amount?: number;
  deskAmount?: number;
  rows?: FillRows;
}

type Outcome =
  | { kind: 'stale' }
  | { kind: 'replay'; ticketId: number }
  | { kind: 'approval'; request: RequestRow; breaches: BreachFound[] }
  | { kind: 'booked'; request: RequestRow; ticketId: number; action: 'filled' | 'executed' };

const refuse = (field: string, text: string) => new AppError('VALIDATION_FAILED', text, { [field]: [text] });

/** The amount a fill takes: the one asked, else the remainder up to the quote's amount. */
const fillAmount = (request: RequestRow, quote: Pick<QuoteRow, 'amount'>, asked: number | undefined) =>
  asked ?? Math.min(request.amount - request.filled, quote.amount);

const overBy = (amount: number, cap: number) => amount > cap * (1 + AMOUNT_TOLERANCE);

/**
 * `POST /api/desk/requests/{id}/execute`: fills a quoting request against one of its quotes, all or
 * nothing, in one transaction with the request locked:
 * - the same idempotency key answers its ticket again, booking nothing (another request's key: 409
 *   CONFLICT);
 * - the request must be quoting (409 EXECUTION_CONFLICT, naming who executed it and when, once
 *   executed; 409 REQUEST_STATE otherwise), the quote its own and executable (409 QUOTE_EXPIRED),
 *   the amount within the remainder and the quote's amount, the price within the limit rate (400);
 * - four eyes: a quote a supervisor approved executes by anyone but that supervisor (403
 *   FOUR_EYES); otherwise any breach ({@link findBreaches}) moves the request to awaiting_approval
 *   and books nothing;
 * - else the hedge rows go into the client's book (the book's batch save, same transaction), with a
 *   ticket `<initials>-T-<yyyymmdd>-<nnnn>`; the last fill (or `close_remainder`) executes the
 *   request, an earlier one leaves it quoting; the quote is used.
 * After the commit the change is announced and the client's treasury is mailed the confirmation.
 */
export async function executeRequest(
  services: Services,
  ports: DeskPorts,
  market: DeskMarket,
  caller: Caller,
  id: number,
  input: TExecuteInput,
): Promise<ExecuteAnswer> {
  for (let attempt = 1; ; attempt++) {
    const preparation = await prepare(services, ports, market, caller, id, input);
    let outcome: Outcome;
    try {
      outcome = await inTransaction(services, (tx) => settle(tx, ports, market, caller, input, preparation));
    } catch (error) {
      // Another request's execution took the key between our look and our write.
      if (isUniqueViolation(error)) throw keyTaken();
      throw error;
    }
    if (outcome.kind === 'stale') {
      if (attempt < MAX_ATTEMPTS) continue;
      throw new AppError(
        'EXECUTION_CONFLICT',
        'The request kept changing while it was executed: read it again.',
      );
    }
    const now = services.now();
    if (outcome.kind === 'approval') {
      announce(
        ports.requestChanges,
        { ...outcome.request, state: 'awaiting_approval' },
        'approval_asked',
        now,
      );
      return {
        request: await readDeskRequest(services, market, caller, id),
        ticket: null,
        breaches: outcome.breaches,
      };
    }
    const request = await readDeskRequest(services, market, caller, id);
    const ticket = request.tickets.find((t) => t.id === outcome.ticketId) ?? null;
    if (outcome.kind === 'booked') {
      announce(ports.requestChanges, outcome.request, outcome.action, now);
      if (ticket) {
        const companyId = outcome.request.companyId;
        services.afterAnswer(() => sendConfirmation(services, companyId, ticket));
      }
    }
    return { request, ticket, breaches: [] };
  }
}

const keyTaken = () =>
  new AppError('CONFLICT', 'This idempotency key booked another request: use a new key for a new execution.');

/**
 * The market's part of the fill, read before the transaction (the stored market and the Optimizer's
 * drafts are read outside it): when the request, quote and amount look executable, the hedge rows
 * and the fill in the desk's currency. The transaction checks everything again on the locked request.
 */
async function prepare(
  services: Services,
  ports: DeskPorts,
  market: DeskMarket,
  caller: Caller,
  id: number,
  input: TExecuteInput,
): Promise<Preparation> {
  const request = await selectRequest(services, caller, id);
  if (!request || request.state === 'draft') throw notFound('No such request.');
  if (request.state !== 'quoting' || (await selectTicketByKey(services, input.idempotency_key)))
    return { request };
  const quote = await selectQuote(services, id, input.quote_id);
  if (!quote || !isExecutable(quote, services.now())) return { request };
  const amount = fillAmount(request, quote, input.amount);
  if (overBy(amount, request.amount - request.filled) || overBy(amount, quote.amount)) return { request };
  const basis = request.quoteBasis as 'rate' | 'premium';
  if (!withinLimit(basis, request.side as 'buyer' | 'seller', quote.price, request.limitRate))
    return { request };
  const rows = await fillRows(
    services,
    ports,
    caller,
    request,
    { price: quote.price, counterparty: quote.counterparty, counterpartyCode: quote.counterpartyCode },
    amount,
  );
  const units = request.units as FigureUnits;
  const spot = await market.spot(request.area as 'currency' | 'commodity', request.asset);
  const fill = {
    asset: request.asset,
    area: request.area as 'currency' | 'commodity',
    amount: rows.quotationAmount,
    spot: spot?.spot ?? Number.NaN,
    amountsCurrency: units.amounts_currency,
  };
  const today = market.today();
  const currency = request.area === 'currency' ? request.asset.slice(0, 3) : (units.amounts_currency ?? '');
  const rate = await deskRateOf(ports.marketReader, currency, today);
  const deskAmount = toDeskCurrency(fill, () => rate);
  if (deskAmount === undefined || !Number.isFinite(deskAmount))
    throw refuse(
      'quote_id',
      `No stored price turns this fill into USD for the desk's limits: ${request.asset} cannot be executed now.`,
    );
  return { request, quoteId: quote.id, amount, deskAmount, rows };
}

/** The execution on the locked request, in the transaction `tx` is scoped to. */
async function settle(
  tx: Services,
  ports: DeskPorts,
  market: DeskMarket,
  caller: Caller,
  input: TExecuteInput,
  prepared: Preparation,
): Promise<Outcome> {
  const now = tx.now();
  const locked = await lockRequest(tx, caller, prepared.request.id);
  if (!locked) throw notFound('No such request.');
  const known = await selectTicketByKey(tx, input.idempotency_key);
  if (known) {
    if (known.requestId !== locked.id) throw keyTaken();
    return { kind: 'replay', ticketId: known.id };
  }
  if (locked.version !== prepared.request.version) return { kind: 'stale' };
  if (locked.state === 'executed') throw await executedBefore(tx, locked);
  if (locked.state !== 'quoting') throw stateRefusal(locked, 'executed');

  const quote = await selectQuote(tx, locked.id, input.quote_id);
  if (!quote)
    throw new AppError('QUOTE_EXPIRED', 'This quote is not one of the request’s: ask for quotes again.');
  if (!isExecutable(quote, now))
    throw new AppError(
      'QUOTE_EXPIRED',
      `${quote.counterparty}'s quote is ${quoteStatus(quote, now)}: ask for a new price before executing.`,
    );
  const remaining = locked.amount - locked.filled;
  const amount = fillAmount(locked, quote, input.amount);
  const units = locked.units as FigureUnits;
  if (overBy(amount, remaining))
    throw refuse('amount', `At most the remainder, ${withUnit(amountText(remaining), units.quantity_unit)}.`);
  if (overBy(amount, quote.amount))
    throw refuse(
      'amount',
      `At most the quote's amount, ${withUnit(amountText(quote.amount), units.quantity_unit)}.`,
    );
  const basis = locked.quoteBasis as 'rate' | 'premium';
  if (!withinLimit(basis, locked.side as 'buyer' | 'seller', quote.price, locked.limitRate))
    throw refuse(
      'quote_id',
      `${quote.counterparty}'s price ${withUnit(rateText(quote.price), units.rate_unit)} is beyond the client's limit of ${withUnit(
        rateText(locked.limitRate as number),
        units.rate_unit,
      )}.`,
    );

  const approved = quote.status === 'approved' && locked.approvedQuoteId === quote.id;
  if (approved && locked.approvedBy === caller.id)
    throw new AppError('FOUR_EYES', 'You approved this execution: another member of the desk executes it.');
  const { rows, deskAmount } = prepared;
  if (!rows || deskAmount === undefined || prepared.quoteId !== quote.id || prepared.amount !== amount)
    return { kind: 'stale' };

  if (!approved) {
    const breaches = await breachesOf(tx, market, caller, locked, quote, deskAmount, rows);
    if (breaches.length) {
      await moveRequest(
        tx,
        locked,
        'awaiting_approval',
        { action: 'approval_asked', userId: caller.id, detail: breaches.map((b) => b.detail).join(' ') },
        { pendingApproval: { quote_id: quote.id, asked_by: caller.id, breaches, amount } },
      );
      return { kind: 'approval', request: locked, breaches };
    }
  }

  const initials = await selectCompanyInitials(tx, locked.companyId);
  const prefix = `${initials}-T-${utcDateOfInstant(now.getTime()).replaceAll('-', '')}-`;
  const tradeId = `${prefix}${String(await nextTradeNumber(tx, prefix)).padStart(4, '0')}`;
  const saved = await ports.bookWriter.addHedgeRows(
    tx,
    { id: caller.id, companyIds: caller.companyIds },
    {
      kind: rows.kind,
      companyId: locked.companyId,
      rows: rows.rows.map((row) => ({ ...row, trade_id: tradeId, strategy_code: tradeId })),
    },
  );
  const ticketId = await insertTicket(tx, {
    tradeId,
    requestId: locked.id,
    quoteId: quote.id,
    idempotencyKey: input.idempotency_key,
    counterpartyId: quote.counterpartyId,
    amount,
    executedRate: rows.executedRate,
    premium: rows.premium,
    marginBps: quote.marginBps,
    deskAmount,
    valueDates: rows.valueDates,
    bookedRows: saved.rows.map((row) => row.pk),
    traderId: caller.id,
    approvedBy: approved ? locked.approvedBy : null,
    executedAt: now,
    simulated: quote.simulated,
  });
  await setQuoteStatus(tx, quote.id, 'used');
  const filled = locked.filled + amount;
  const isLast = !overBy(locked.amount, filled) || input.close_remainder;
  const step = {
    action: isLast ? 'executed' : 'filled',
    userId: caller.id,
    ticketId,
    detail: `${tradeId}: ${withUnit(amountText(amount), units.quantity_unit)} at ${withUnit(
      rateText(rows.executedRate),
      units.rate_unit,
    )} with ${quote.counterparty}${isLast && overBy(locked.amount, filled) ? '; the rest is closed' : ''}.`,
  };
  const fields = { filled, approvedQuoteId: null, approvedBy: null, pendingApproval: null };
  if (isLast) await moveRequest(tx, locked, 'executed', step, fields);
  else await noteStep(tx, locked, 'quoting', step, fields);
  return {
    kind: 'booked',
    request: { ...locked, state: isLast ? 'executed' : 'quoting', filled },
    ticketId,
    action: isLast ? 'executed' : 'filled',
  };
}

/** 409 EXECUTION_CONFLICT for a request executed before: who executed it, when, and the trade. */
async function executedBefore(tx: Services, request: RequestRow): Promise<AppError> {
  const last = (await selectTickets(tx, [request.id])).at(-1);
  const by = last ? ` by ${last.trader} at ${last.executedAt.toISOString()} (${last.tradeId})` : '';
  return new AppError(
    'EXECUTION_CONFLICT',
    `${requestReference(request.id)} was already executed${by}: nothing was booked.`,
  );
}

/** What four eyes finds in this fill: the client's limits, the bank's line in the fill's tenor, the margin. */
async function breachesOf(
  tx: Services,
  market: DeskMarket,
  caller: Caller,
  request: RequestRow,
  quote: QuoteRow,
  deskAmount: number,
  rows: FillRows,
): Promise<BreachFound[]> {
  const today = market.today();
  const settlements = request.settlements as { date: string }[];
  const lastDate = (rows.valueDates.at(-1) ?? settlements.at(-1)?.date ?? today) as IsoDate;
  const tenor = tenorBucket(daysBetween(today, lastDate));
  const [limits] = await selectClientLimits(tx, caller, [request.companyId]);
  const line = await lockBankLine(tx, quote.counterpartyId, tenor);
  const used = (await selectCreditUsage(tx, [quote.counterpartyId], today))
    .filter((row) => tenorBucket(daysBetween(today, row.lastValueDate as IsoDate)) === tenor)
    .reduce((sum, row) => sum + row.deskAmount, 0);
  return findBreaches({
    deskAmount,
    limits,
    marginBps: quote.marginBps,
    bank: quote.counterparty,
    tenor,
    line,
    used,
  });
}
