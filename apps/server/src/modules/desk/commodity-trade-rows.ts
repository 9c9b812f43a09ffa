import { type COMMODITY_HEDGE_FIELDS, OPTION_TYPES } from '@cobertura/contracts';
import { dateParts, type IsoDate } from '@cobertura/finance/time';

/** A leg of the strategy as the side holds it (finance `sideLegs`). */
export interface TradeLeg {
  derivative: 'FUTURE' | 'FORWARD' | 'CALL' | 'PUT';
  position: 'LONG' | 'SHORT';
  /** The book's option type word: EUROPEAN, ASIAN, UP AND OUT… */
  optionType: string;
}

/** What a commodity fill books: the portfolio, the commodity as its rows name it, the legs and dates. */
export interface CommodityTrade {
  portfolioId: number;
  commodity: { id: number; quotation: string; unit: string; currency: string };
  /** The port the portfolio's exposures name, else 'N/A'. */
  port: string;
  /** The strategy's name for the side (fk_idcommodity_strategy reads "<position> <name>"). */
  strategyName: string;
  legs: readonly TradeLeg[];
  strikes: readonly number[];
  barriers: readonly (number | null)[];
  /** The fill's share of each value date, in the quotation's unit. */
  settlements: readonly { date: IsoDate; amount: number }[];
  /** The trade date. */
  today: IsoDate;
  premiumDate: IsoDate;
}

type CommodityHedgeField = keyof typeof COMMODITY_HEDGE_FIELDS;

/** Months from `from`'s month to `to`'s: the continuation month of a contract settling at `to` is this plus one. */
function monthsBetween(from: IsoDate, to: IsoDate): number {
  const a = dateParts(from);
  const b = dateParts(to);
  return (b.year - a.year) * 12 + (b.month - a.month);
}

/**
 * The commodity hedge rows of a fill (COMMODITY_HEDGE_FIELDS): one per value date and leg, fixing
 * and settling on the value date, cash-settled, in the commodity's quotation (its unit and
 * currency), on the contract of the value date's month (`contract_month_year`, and
 * `continuation_month` counted from the trade date's month: this month's contract is 1). An Asian
 * leg averages over its month. Premiums are 0 here: the execution sets what the bank charged.
 */
export function commodityTradeRows(trade: CommodityTrade): Record<CommodityHedgeField, unknown>[] {
  return trade.settlements
    .filter((s) => s.amount > 0)
    .flatMap((s) =>
      trade.legs.map((leg, i) => {
        const optionType = OPTION_TYPES.indexOf(leg.optionType as (typeof OPTION_TYPES)[number]) + 1;
        const row: Partial<Record<CommodityHedgeField, unknown>> = {
          fk_idportafolio: trade.portfolioId,
          fk_idcommodity: trade.commodity.id,
          quotation: trade.commodity.quotation,
          buy_sell: leg.position,
          derivative: leg.derivative,
          fk_idoptiontype: optionType > 0 ? optionType : 1,
          trade_date: trade.today,
          fixing_date: s.date,
          value_date: s.date,
          strike: trade.strikes[i],
          barrier: trade.barriers[i] ?? null,
          premium: 0,
          premium_value_date: trade.premiumDate,
          settlement_type: 'NON DELIVERABLE',
          quantity: s.amount,
          commodity_unit: trade.commodity.unit,
          commodity_currency: trade.commodity.currency,
          contract_month_year: s.date.slice(0, 7),
          continuation_month: Math.max(1, monthsBetween(trade.today, s.date) + 1),
          fk_idcommodity_strategy: `${leg.position} ${trade.strategyName}`,
          port: trade.port,
          ...(leg.optionType === 'ASIAN' ? { asian_fixing_start_date: `${s.date.slice(0, 7)}-01` } : {}),
        };
        return row as Record<CommodityHedgeField, unknown>;
      }),
    );
}
