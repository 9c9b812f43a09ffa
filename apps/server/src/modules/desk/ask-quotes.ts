import type {
  DeskRequest,
  FigureUnits,
  RequestState,
  TQuoteInput,
  ZAskQuotesInput,
} from '@cobertura/contracts';
import type { z } from 'zod';
import { inTransaction } from '../../db/transaction.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Caller } from '../../identity/caller.ts';
import type { Services } from '../../services.ts';
import type { DeskMarket } from './desk-market.ts';
import type { DeskPorts } from './desk-ports.ts';
import { readDeskRequest } from './desk-request-view.ts';
import { lockRequest, type RequestRow, selectRequest } from './hedge-requests.queries.ts';
import { type FairPrice, marginBps, simulatedPrice } from './quote-prices.ts';
import { announce, moveRequest, noteStep, stateRefusal } from './request-life.ts';
import { rateText, withUnit } from './trade-text.ts';
import { insertQuote, selectCompanyBanks, supersedeLiveQuotes } from './trading.queries.ts';

/** How long a simulated bank holds its price (a phone quote's usual life). */
export const SIMULATED_VALID_SECONDS = 120;

/** States a request takes quotes in. */
const QUOTABLE: readonly RequestState[] = ['submitted', 'quoting'];

const refuse = (field: string, text: string) => new AppError('VALIDATION_FAILED', text, { [field]: [text] });

/** A quote to record: the bank, its price and fair value, how much and how long. */
interface NewQuote {
  bank: { id: number; name: string; simulated: boolean };
  price: number;
  amount: number;
  validSeconds: number;
}

/** The request of the caller's companies a quote is for; 404 for anyone else's and for a draft. */
async function quotableRequest(services: Services, caller: Caller, id: number): Promise<RequestRow> {
  const request = await selectRequest(services, caller, id);
  if (!request || request.state === 'draft') throw notFound('No such request.');
  if (!QUOTABLE.includes(request.state as RequestState)) throw stateRefusal(request, 'quoted');
  return request;
}

/**
 * What a quote of the request is measured against, on the market's today: its forward ('rate') or
 * its fair premium per unit ('premium'), with the notional valued today. 400 when it cannot be valued.
 */
async function fairPrice(market: DeskMarket, request: RequestRow): Promise<FairPrice> {
  const fair = await market.fairValue(request);
  const value = market.basisValue(request, fair);
  if (value === null || !Number.isFinite(value) || !(fair.notionalToday > 0))
    throw refuse(
      'strategy',
      'This request cannot be valued on the stored market: give every strike and barrier.',
    );
  return { value, notionalToday: fair.notionalToday };
}

/**
 * Records quotes of a request in one transaction: a request still submitted moves to quoting
 * (`first` is the step that says so), each bank's older live quote gives way to its new one, and
 * each quote is a 'quote_recorded' step naming the bank and the price.
 */
async function recordQuotes(
  services: Services,
  caller: Caller,
  request: RequestRow,
  fair: FairPrice,
  first: { action: string; detail: string } | undefined,
  quotes: (remaining: number) => NewQuote[],
): Promise<RequestRow> {
  const now = services.now();
  const units = request.units as FigureUnits;
  const basis = request.quoteBasis as 'rate' | 'premium';
  const side = request.side as 'buyer' | 'seller';
  return inTransaction(services, async (tx) => {
    const locked = await lockRequest(tx, caller, request.id);
    if (!locked) throw notFound('No such request.');
    if (!QUOTABLE.includes(locked.state as RequestState)) throw stateRefusal(locked, 'quoted');
    if (first && locked.state === 'submitted')
      await moveRequest(tx, locked, 'quoting', { ...first, userId: caller.id });
    else if (first) await noteStep(tx, locked, 'quoting', { ...first, userId: caller.id });
    for (const quote of quotes(locked.amount - locked.filled)) {
      await supersedeLiveQuotes(tx, locked.id, quote.bank.id);
      const margin = marginBps(basis, side, quote.price, fair);
      await insertQuote(tx, {
        requestId: locked.id,
        counterpartyId: quote.bank.id,
        price: quote.price,
        fairValue: fair.value,
        marginBps: margin,
        amount: quote.amount,
        quotedAt: now,
        validUntil: new Date(now.getTime() + quote.validSeconds * 1000),
        takenBy: caller.id,
        status: 'live',
      });
      const detail = `${quote.bank.name}${quote.bank.simulated ? ' (simulated)' : ''}: ${
        basis === 'rate' ? 'rate' : 'premium'
      } ${withUnit(rateText(quote.price), units.rate_unit)}, margin ${margin.toFixed(1)} bps.`;
      const step = { action: 'quote_recorded', userId: caller.id, detail };
      // A typed quote is the request's first: it moves it to quoting itself.
      if (!first && locked.state === 'submitted') {
        await moveRequest(tx, locked, 'quoting', step);
        locked.state = 'quoting';
      } else await noteStep(tx, locked, 'quoting', step);
    }
    return { ...locked, state: 'quoting' };
  });
}

/**
 * `POST /api/desk/requests/{id}/ask_quotes`: asks the client's banks (those named, or all). A
 * request still submitted moves to quoting ('quote_requested'); each simulated bank answers at
 * once at fair value moved by its spread, worse for the client ({@link simulatedPrice}), good for
 * the request's remainder for {@link SIMULATED_VALID_SECONDS}; the others call back with a price the
 * trader types (`POST .../quotes`). 409 REQUEST_STATE unless submitted or quoting.
 */
export async function askQuotes(
  services: Services,
  ports: Pick<DeskPorts, 'requestChanges'>,
  market: DeskMarket,
  caller: Caller,
  id: number,
  input: z.output<typeof ZAskQuotesInput>,
): Promise<DeskRequest> {
  const request = await quotableRequest(services, caller, id);
  const banks = await selectCompanyBanks(services, request.companyId, input.counterparty_ids);
  const unknown = (input.counterparty_ids ?? []).filter((bankId) => !banks.some((b) => b.id === bankId));
  if (unknown.length || !banks.length)
    throw refuse(
      'counterparty_ids',
      unknown.length ? `Not a bank of this client: ${unknown.join(', ')}.` : 'This client has no bank.',
    );
  const fair = await fairPrice(market, request);
  const basis = request.quoteBasis as 'rate' | 'premium';
  const side = request.side as 'buyer' | 'seller';
  const first = { action: 'quote_requested', detail: `Asked ${banks.map((b) => b.name).join(', ')}.` };
  const changed = await recordQuotes(services, caller, request, fair, first, (remaining) =>
    banks
      .filter((bank) => bank.simulated && bank.spreadBps !== null)
      .map((bank) => ({
        bank,
        price: simulatedPrice(basis, side, fair, bank.spreadBps as number),
        amount: remaining,
        validSeconds: SIMULATED_VALID_SECONDS,
      })),
  );
  announce(ports.requestChanges, changed, 'quote_recorded', services.now());
  return readDeskRequest(services, market, caller, id);
}

/**
 * `POST /api/desk/requests/{id}/quotes`: a price a bank of the client gave by phone, typed by the
 * trader, good for `amount` (the remainder when absent) for `valid_seconds`. A request still
 * submitted moves to quoting. 400 for a bank that is not the client's, an amount over the
 * remainder, a rate not above zero; 409 REQUEST_STATE unless submitted or quoting.
 */
export async function recordQuote(
  services: Services,
  ports: Pick<DeskPorts, 'requestChanges'>,
  market: DeskMarket,
  caller: Caller,
  id: number,
  input: TQuoteInput,
): Promise<DeskRequest> {
  const request = await quotableRequest(services, caller, id);
  const [bank] = await selectCompanyBanks(services, request.companyId, [input.counterparty_id]);
  if (!bank) throw refuse('counterparty_id', 'Not a bank of this client.');
  if (request.quoteBasis === 'rate' && !(input.price > 0)) throw refuse('price', 'A rate is above zero.');
  const remaining = request.amount - request.filled;
  if (input.amount !== undefined && input.amount > remaining * (1 + 1e-12))
    throw refuse('amount', `At most the request's remainder, ${rateText(remaining)}.`);
  const fair = await fairPrice(market, request);
  const changed = await recordQuotes(services, caller, request, fair, undefined, (left) => [
    {
      bank,
      price: input.price,
      amount: Math.min(input.amount ?? left, left),
      validSeconds: input.valid_seconds,
    },
  ]);
  announce(ports.requestChanges, changed, 'quote_recorded', services.now());
  return readDeskRequest(services, market, caller, id);
}
