/**
 * The chosen strategy as draft hedge rows of the book, one per leg and settlement, by the hedge
 * template's rules (spec 02 §4): dates on business days, nothing for a settlement with nothing to
 * hedge, settlements falling on the same day merged.
 */
import { ensure, requireNonNegative } from '../check.ts';
import { buildHedgeTemplate } from '../hedging/rules.ts';
import { valueStrategy } from '../pricing/instrument.ts';
import { addBusinessDays, adjustDate, type BusinessCalendar } from '../time/calendar.ts';
import type { IsoDate } from '../time/date.ts';
import { legsOnDate, type ScheduledSettlement } from './simulate-strategies.ts';
import { type CatalogueLeg, type StrategyTerms, sideLegs, strategyLegs } from './strategy-terms.ts';

/** A settlement of the schedule on its calendar date. */
export interface DatedSettlement extends ScheduledSettlement {
  readonly date: IsoDate;
}

export interface DraftHedgeInput {
  /** The strategy with its strikes and barriers, for the side hedged. */
  readonly terms: StrategyTerms;
  readonly schedule: readonly DatedSettlement[];
  /** The share of each settlement's amount hedged, 0 to 1. */
  readonly ratio: number;
  /** The business days of the pair's countries (or the commodity's exchange). */
  readonly calendar: BusinessCalendar;
  /** The trade date. */
  readonly today: IsoDate;
  /** Business days from fixing to value date, and from trade to premium payment. */
  readonly settlementLag: number;
}

/** A draft hedge row: the book's fields the strategy decides; the user adds the rest and saves. */
export interface DraftHedge {
  /** The leg of the strategy it is (0-based). */
  readonly leg: number;
  readonly buy_sell: 'LONG' | 'SHORT';
  readonly derivative: CatalogueLeg['derivative'];
  /** The book's option type word (EUROPEAN, ASIAN, UP AND OUT…). */
  readonly option_type: string;
  readonly strike: number;
  readonly barrier: number | null;
  readonly notional: number;
  readonly trade_date: IsoDate;
  readonly fixing_date: IsoDate;
  readonly value_date: IsoDate;
  /** The premium on the whole notional, by the book's sign: paid < 0, received > 0. */
  readonly premium: number;
  readonly premium_value_date: IsoDate;
}

/**
 * Draft hedges of the strategy over the schedule: for each settlement with something to hedge
 * (amount × ratio > 0) and each leg, a row fixing on the settlement's date moved to the next
 * business day, settling `settlementLag` business days later; rows of one leg fixing on the same
 * day merged by summing their notional (`buildHedgeTemplate`). Each row's premium is its leg priced
 * on its settlement's market; the premium is paid `settlementLag` business days after the trade.
 */
export function draftHedges(input: DraftHedgeInput): DraftHedge[] {
  const { terms, schedule, calendar, today, settlementLag } = input;
  ensure(input.ratio >= 0 && input.ratio <= 1, () => `a hedge ratio is 0 to 1, got ${input.ratio}`);
  const legs = sideLegs(terms.side, terms.legs);
  const priced = strategyLegs(terms, 1);
  const rows = schedule.flatMap((settlement, i) => {
    const notional = requireNonNegative('amount', settlement.amount) * input.ratio;
    const fixing = adjustDate(calendar, settlement.date, 'FOLLOWING');
    return legs.map((_, leg) => ({ leg, settlement: i, fixing_date: fixing, notional, newHedge: notional }));
  });
  const merged = legs.flatMap((_, leg) => buildHedgeTemplate(rows.filter((row) => row.leg === leg)));
  const premiumDate = addBusinessDays(calendar, today, settlementLag);
  return merged
    .map(({ leg, settlement, fixing_date, notional }) => {
      const catalogue = legs[leg] as CatalogueLeg;
      const dated = legsOnDate(priced, schedule, settlement)[leg];
      const unit = dated ? valueStrategy([dated], (schedule[settlement] as DatedSettlement).market).price : 0;
      return {
        leg,
        buy_sell: catalogue.position,
        derivative: catalogue.derivative,
        option_type: catalogue.optionType,
        strike: terms.strikes[leg] as number,
        barrier: terms.barriers[leg] ?? null,
        notional,
        trade_date: today,
        fixing_date: fixing_date as IsoDate,
        value_date: addBusinessDays(calendar, fixing_date as IsoDate, settlementLag),
        // A leg worth something to its holder was paid for: the book writes a paid premium below zero.
        premium: -unit * notional,
        premium_value_date: premiumDate,
      };
    })
    .sort((a, b) => (a.fixing_date < b.fixing_date ? -1 : a.fixing_date > b.fixing_date ? 1 : a.leg - b.leg));
}
