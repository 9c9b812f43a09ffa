import {
  type CommodityAnalysisGroup,
  type CommodityAnalysisReply,
  quotationUnits,
  type ValuationGroup,
  type ZCommodityAnalysisQuery,
} from '@cobertura/contracts';
import { analyseCommodity, type CommodityExposure, NO_PRICE_TERMS } from '@cobertura/finance/commodity';
import type { ValuedHedgeRow } from '@cobertura/finance/portfolio';
import type { IsoDate } from '@cobertura/finance/time';
import { unitScale, unitTargets } from '@cobertura/finance/units';
import { AppError, notFound } from '../../errors.ts';
import type { Caller } from '../../identity/caller.ts';
import type { MarketReader } from '../../market-data/market-reader.ts';
import type { Services } from '../../services.ts';
import type { PortfolioBook } from './portfolio-book.ts';
import { readValuationRecord } from './read-valuation.ts';
import { runValuation } from './run-valuation.ts';

type Query = import('zod').output<typeof ZCommodityAnalysisQuery>;

/**
 * The commodity analysis of a kept commodity valuation (`GET /api/portfolio_valuations/{id}/
 * commodity_analysis`): the valuation is run again on its own snapshot and book rows, so the same
 * query answers the same figures later. The currency leg reads the pair on the valuation's prices'
 * date through the market reader. 404 for another company's valuation or a currency one; 400 on
 * `unit` or `local_currency` when they cannot be used.
 */
export async function commodityAnalysis(
  services: Services,
  reader: MarketReader,
  caller: Caller,
  id: string,
  query: Query,
): Promise<CommodityAnalysisReply> {
  const record = await readValuationRecord(services, caller, id);
  if (record.area !== 'commodity') throw notFound('No such commodity valuation.');
  const reply = await runValuation(services, `user-${caller.id}`, record);
  const groups: CommodityAnalysisGroup[] = [];
  for (const [i, group] of reply.groups.entries()) {
    const book = record.book[i]!;
    const currency = book.commodity?.currency ?? null;
    const fx =
      query.local_currency && currency && query.local_currency !== currency
        ? await fxLeg(reader, currency, query.local_currency, record.pricesDate, record.request.shock)
        : null;
    const quotation = book.commodity?.quotation ?? null;
    const options = quotation ? unitTargets(book.asset, quotation) : [];
    const unit = targetUnit(query.unit, options, book.commodity?.end_product_quotation ?? null);
    const analysis = analyseCommodity({
      valuationDate: record.valuationDate as IsoDate,
      period: query.bucket,
      expiry: query.expiry,
      fixation: query.fixation,
      exposures: exposuresOf(book, group),
      // The rows finance valued a moment ago: their dates are its ISO dates.
      hedges: group.details as readonly ValuedHedgeRow[],
      program: book.program,
      budgetPrice: book.budget_rate,
      scale: quotation && unit ? unitScale(book.asset, quotation, unit) : { quantity: 1, price: 1 },
      fx: fx && { rate: fx.rate, shock: fx.shock },
    });
    groups.push({
      portfolio_id: group.portfolio_id,
      portfolio_name: group.portfolio_name,
      asset: group.asset,
      currency,
      quotation,
      unit,
      unit_options: options,
      // The figures are in the target quotation: its unit counts the quantities, its price the money.
      ...quotationUnits(currency, unit),
      fx,
      buckets: analysis.buckets,
      total: analysis.total,
      valuation_groups: analysis.groups,
      simulated: group.simulated,
    });
  }
  return { valuation: reply.valuation, groups };
}

function badField(field: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', message, { [field]: [message] });
}

/** The unit asked, else the end product's when the commodity converts to it, else its own. */
function targetUnit(
  asked: string | undefined,
  options: readonly string[],
  product: string | null,
): string | null {
  if (asked !== undefined) {
    const found = options.find((option) => option.toUpperCase() === asked.toUpperCase());
    if (!found)
      throw badField('unit', `Not a unit these figures convert to: ${asked} (${options.join(', ')}).`);
    return found;
  }
  return options.find((option) => option === product) ?? options[0] ?? null;
}

/**
 * The rate of the local currency per unit of the commodity's, from the pair that joins them (USDCOP
 * for a USD commodity and COP: its spot; COPUSD would be read inverted).
 */
async function fxLeg(reader: MarketReader, currency: string, local: string, date: string, shock: number) {
  for (const [pair, invert] of [
    [`${currency}${local}`, false],
    [`${local}${currency}`, true],
  ] as const) {
    const found = await reader.snapshotAsset('currency', pair, { date, from: date, days: [1] });
    if (found)
      return {
        pair,
        local_currency: local,
        rate: invert ? 1 / found.market.spot : found.market.spot,
        prices_date: found.pricesDate,
        shock,
        simulated: found.market.simulated,
      };
  }
  throw badField('local_currency', `No ${currency}${local} rate is stored by ${date}.`);
}

/** The book's exposure rows with their valued futures and their pricing terms. */
function exposuresOf(book: PortfolioBook, group: ValuationGroup): CommodityExposure[] {
  const valued = new Map(group.exposures.map((row) => [row.pk, row]));
  const pricing = new Map((book.commodity?.exposures ?? []).map((row) => [row.pk, row]));
  return book.exposures.flatMap((row) => {
    const value = valued.get(row.pk);
    if (row.date === null || !value) return [];
    const terms = pricing.get(row.pk);
    return [
      {
        pk: row.pk,
        date: row.date,
        quantity: row.amount,
        pricing_method: terms?.pricing_method ?? 'SPOT',
        futures: value.status === 'settled' ? value.settlement_rate : value.fwd,
        fixed_price: terms?.fixed_price ?? null,
        terms: terms?.terms ?? NO_PRICE_TERMS,
      },
    ];
  });
}
