import type { QuoteCheckReply, TQuoteCheckRequest } from '@cobertura/contracts';
import {
  checkQuote,
  scheduleForward,
  scheduleNotionalToday,
  termsWarnings,
} from '@cobertura/finance/optimizer';
import { AppError } from '../../errors.ts';
import type { MarketReader } from '../../market-data/market-reader.ts';
import type { Services } from '../../services.ts';
import { optimizerMarket } from './optimizer-market.ts';
import { chosenStrategy } from './strategy-choices.ts';

/**
 * `POST /api/optimizer/quote_check`: a bank's premium for the strategy's terms against their fair
 * value on the stored market over the schedule — the bank's margin per unit and in basis points of
 * the notional valued today (the premium's own date), with a plain verdict. 400 when a term is missing.
 */
export async function checkBankQuote(
  services: Services,
  reader: MarketReader,
  request: TQuoteCheckRequest,
): Promise<QuoteCheckReply> {
  const market = await optimizerMarket(services, reader, request);
  const strategy = await chosenStrategy(services, market, request.side, request.strategy);
  const missing = termsWarnings(strategy.terms, market.spot).find(
    (w) => w.code === 'STRIKE_MISSING' || w.code === 'BARRIER_MISSING',
  );
  if (missing) {
    const text = 'Type every strike and barrier of the quote.';
    throw new AppError('VALIDATION_FAILED', text, { [`strategy.strikes.${missing.leg}`]: [text] });
  }
  const check = checkQuote(strategy.terms, market.schedule, request.quoted_cost);
  return {
    ...market.units,
    fair_value: check.fairValue,
    margin: check.margin,
    margin_bps: check.marginBps,
    verdict: check.verdict,
    forward: scheduleForward(market.schedule),
    notional_today: scheduleNotionalToday(market.schedule),
  };
}
