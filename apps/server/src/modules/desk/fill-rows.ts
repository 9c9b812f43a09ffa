import { OPTION_TYPES, requestReference, type StrategyLeg, type TStrategyChoice } from '@cobertura/contracts';
import { sideLegs, sideStrategyName } from '@cobertura/finance/optimizer';
import { addBusinessDays, calendarOfCurrency, type IsoDate, utcDateOfInstant } from '@cobertura/finance/time';
import { unitScale, unitTargets } from '@cobertura/finance/units';
import { AppError } from '../../errors.ts';
import type { Caller } from '../../identity/caller.ts';
import type { Services } from '../../services.ts';
import { commodityTradeRows, type TradeLeg } from './commodity-trade-rows.ts';
import type { DeskPorts } from './desk-ports.ts';
import { type RequestRow, selectCatalogueStrategy } from './hedge-requests.queries.ts';
import { selectCommodityTerms, selectExposurePorts } from './trading.queries.ts';

/** Business days from the trade to the premium's payment: spot settlement (as the Optimizer's drafts). */
const PREMIUM_LAG = 2;

/** A fill's hedge rows, ready to book once the trade id is known, and what its ticket says of them. */
export interface FillRows {
  kind: 'currency_hedge' | 'commodity_hedge';
  rows: Record<string, unknown>[];
  /** The rows' value dates, each once, rising. */
  valueDates: string[];
  /** The forward rate executed ('rate'), or the strategy's first strike ('premium'). */
  executedRate: number;
  /** The whole premium in amounts_currency: paid < 0 (0 for a forward quoted by its rate). */
  premium: number;
  /** The fill in the asset's quotation unit (a commodity's amounts may be in another unit). */
  quotationAmount: number;
}

/** What the bank's quote fills. */
export interface FillQuote {
  price: number;
  counterparty: string;
  counterpartyCode: string;
}

/** Rounds to cents, the book's amounts' precision. */
const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * The fill's share of each value date, pro rata to the request's amounts, in cents: their sum is
 * the fill exactly (the last date takes the rounding).
 */
export function fillShares(
  settlements: readonly { date: string; amount: number }[],
  total: number,
  fill: number,
): { date: string; amount: number }[] {
  const shares = settlements.map((s) => ({ date: s.date, amount: cents((s.amount * fill) / total) }));
  const rest = cents(fill - shares.reduce((sum, s) => sum + s.amount, 0));
  const last = shares.at(-1);
  if (last) last.amount = cents(last.amount + rest);
  return shares.filter((s) => s.amount > 0);
}

/**
 * What one unit of the request's amounts is in its commodity's quotation unit (1 for a pair and for
 * amounts in the quotation's own unit): 1000 mt of BRENT quoted per bbl are 7,330 bbl.
 */
export function quotationScale(
  request: Pick<RequestRow, 'area' | 'asset' | 'unit'>,
  quotation: string,
): number {
  if (request.area !== 'commodity' || !request.unit) return 1;
  const unitOf = (q: string) => (q.split('/')[1] ?? q).trim().toLowerCase();
  if (unitOf(quotation) === request.unit.trim().toLowerCase()) return 1;
  const target = unitTargets(request.asset, quotation).find(
    (q) => unitOf(q) === request.unit?.trim().toLowerCase(),
  );
  if (!target)
    throw new AppError('VALIDATION_FAILED', `${request.asset} amounts cannot be in ${request.unit}.`);
  return 1 / unitScale(request.asset, quotation, target).quantity;
}

/**
 * The hedge rows a fill of `amount` (quantity_unit) against `quote` books into the request's
 * portfolio: a pair's by the Optimizer's drafts (strategy pricing port), a commodity's by
 * {@link commodityTradeRows}; each value date takes its pro-rata share. A forward quoted by its rate
 * is struck at that rate and has no premium; a structure quoted by its premium pays the quoted
 * premium per unit on its notional, spread evenly over its legs (paid < 0). Every row names the
 * bank (`counterparty`, `counterpartys_id`) and the request (`hedge_request`); the execution adds the
 * trade id (`trade_id`, `strategy_code`) once it has one. Reads the market: call it before the
 * execution's transaction.
 */
export async function fillRows(
  services: Services,
  ports: Pick<DeskPorts, 'strategyPricing'>,
  caller: Pick<Caller, 'companyIds'>,
  request: RequestRow,
  quote: FillQuote,
  amount: number,
): Promise<FillRows> {
  const strategy = request.strategy as TStrategyChoice;
  const side = request.side as 'buyer' | 'seller';
  const isRate = request.quoteBasis === 'rate';
  const catalogue = await selectCatalogueStrategy(
    services,
    request.area as 'currency' | 'commodity',
    strategy.pk_idstrategy,
  );
  if (!catalogue)
    throw new AppError('VALIDATION_FAILED', 'The request’s strategy is no longer in the catalogue.');
  const legCount = catalogue.legs.length;
  // A forward quoted by its rate is struck at the rate executed; a structure keeps the strikes asked.
  const strikes = catalogue.legs.map((_, i) => (isRate ? quote.price : (strategy.strikes[i] ?? 0)));
  const executedRate = strikes[0] ?? quote.price;
  const shares = fillShares(
    request.settlements as { date: string; amount: number }[],
    request.amount,
    amount,
  );
  const stamp = {
    counterparty: quote.counterparty,
    counterpartys_id: quote.counterpartyCode,
    hedge_request: requestReference(request.id),
  };

  if (request.area === 'currency') {
    const draft = await ports.strategyPricing.draftHedges(caller, {
      asset: request.asset,
      side,
      settlements: shares,
      strategy: { ...strategy, strikes, percentage: 100 },
      portfolio_id: request.portfolioId,
    });
    const rows = draft.rows.map(({ leg: _leg, ...row }) => ({
      ...row,
      ...stamp,
      premium: isRate ? 0 : cents((-quote.price * row.notional) / legCount),
    }));
    return {
      kind: 'currency_hedge',
      rows,
      valueDates: [...new Set(rows.map((r) => r.value_date))].sort(),
      executedRate,
      premium: isRate ? 0 : cents(-quote.price * amount),
      quotationAmount: amount,
    };
  }

  const commodity = await selectCommodityTerms(services, request.asset);
  if (!commodity) throw new AppError('VALIDATION_FAILED', `There is no commodity named ${request.asset}.`);
  const scale = quotationScale(request, commodity.quotation);
  const [port] = await selectExposurePorts(services, request.portfolioId, commodity.id);
  const today = utcDateOfInstant(services.now().getTime()) as IsoDate;
  const legs: TradeLeg[] = sideLegs(
    side,
    catalogue.legs.map((leg: StrategyLeg) => ({
      derivative: leg.derivative,
      position: leg.position,
      optionType: OPTION_TYPES[leg.fk_idoptiontype - 1] ?? 'EUROPEAN',
    })),
  ) as TradeLeg[];
  const rows = commodityTradeRows({
    portfolioId: request.portfolioId,
    commodity,
    port: port ?? 'N/A',
    strategyName: sideStrategyName(side, catalogue.name),
    legs,
    strikes,
    barriers: strategy.barriers ?? [],
    settlements: shares.map((s) => ({ date: s.date as IsoDate, amount: cents(s.amount * scale) })),
    today,
    premiumDate: addBusinessDays(calendarOfCurrency(commodity.currency), today, PREMIUM_LAG),
  }).map((row) => ({
    ...row,
    ...stamp,
    premium: isRate ? 0 : cents((-quote.price * (row.quantity as number)) / legCount),
  }));
  return {
    kind: 'commodity_hedge',
    rows,
    valueDates: [...new Set(rows.map((r) => r.value_date as string))].sort(),
    executedRate,
    premium: isRate ? 0 : cents(-quote.price * amount * scale),
    quotationAmount: amount * scale,
  };
}
