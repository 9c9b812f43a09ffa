import {
  MAX_SETTLEMENTS,
  type OpenExposureReply,
  OVERVIEW_INSTRUMENTS,
  type Strategy,
} from '@cobertura/contracts';
import { addMonths, type IsoDate } from '@cobertura/finance/time';
import { unitTargets } from '@cobertura/finance/units';

/** Step 1 as typed: what is hedged, for whom, and the schedule of settlements. */
export interface HedgePlan {
  asset: string;
  side: 'buyer' | 'seller';
  /** The first settlement (YYYY-MM-DD); the others follow a month apart. */
  first: string;
  count: string;
  amount: string;
  budget: string;
  /** A commodity's typed amounts in this unit (mt, bbl…); null: its quotation's unit. */
  unit: string | null;
  /** One of the user's portfolios holding the asset, whose open exposure is the schedule; null: typed. */
  portfolio: string | null;
  /** The settlements the book leaves open (`planWithBook`); null: the monthly schedule typed. */
  schedule: { date: string; amount: number }[] | null;
}

/** The optimizer's risk profiles (spec 02 §4): 0 VERY CONSERVATIVE … 4 VERY AGGRESSIVE, 5 CUSTOM. */
export const RISK_PROFILES = [0, 1, 2, 3, 4, 5] as const;
export type RiskProfile = (typeof RISK_PROFILES)[number];
export const CUSTOM_PROFILE = 5;

/** At most this many strategies are compared at once (the API's limit). */
export const STRATEGY_LIMIT = 8;

/**
 * The strategies a profile proposes for a side: the forward (the benchmark every profile compares
 * against), then those the catalogue rates at the profile for that side — at most eight. VERY
 * AGGRESSIVE takes the most aggressive rating the catalogue holds (nothing is rated 4). CUSTOM starts
 * from the first strategy only (spec 02 §4).
 */
export function profileStrategies(
  catalogue: readonly Strategy[],
  profile: RiskProfile,
  side: 'buyer' | 'seller',
): Strategy[] {
  const [first] = catalogue;
  if (!first) return [];
  if (profile === CUSTOM_PROFILE) return [first];
  const rating = (s: Strategy) => (side === 'buyer' ? s.risk_profile_buyer : s.risk_profile_seller);
  const usable = catalogue.filter(opensWithProtection);
  const top = Math.max(...usable.map(rating));
  const wanted = Math.min(profile, top);
  const rated = usable.filter((s) => s !== first && rating(s) === wanted);
  return [first, ...rated].slice(0, STRATEGY_LIMIT);
}

/**
 * Whether a catalogue strategy opens with the protection of whoever holds it: a bought call or
 * forward as named, which is a buyer's; a seller holds the mirror image (calls and puts swapped, a
 * forward flipped), a bought put or sold forward. A vanilla put or put spread would leave either
 * side buying the wrong option: neither is proposed.
 */
export function opensWithProtection(strategy: Strategy): boolean {
  const [leg] = strategy.legs;
  if (!leg) return false;
  const isForward = leg.derivative === 'FORWARD' || leg.derivative === 'FUTURE';
  if (isForward) return leg.position === 'LONG';
  return leg.position === 'LONG' && leg.derivative === 'CALL';
}

/** A schedule of `count` settlements a month apart from `first`, `amount` each. */
export function monthlySchedule(
  first: string,
  count: number,
  amount: number,
): { date: string; amount: number }[] {
  return Array.from({ length: count }, (_, i) => ({ date: addMonths(first as IsoDate, i), amount }));
}

/** The instruments the optimizer hedges: the spec's pairs and commodities. */
export const OPTIMIZER_ASSETS = OVERVIEW_INSTRUMENTS.filter((i) => i.kind !== 2);

/**
 * The plan the steps after the first work on: with a portfolio read, the settlements are the months
 * its book leaves open (none open: the typed schedule stays). Without a portfolio, the plan as
 * typed. The book's budget rate stays apart (`planBudget`), so a typed one is known as typed.
 */
export function planWithBook(plan: HedgePlan, book: OpenExposureReply | undefined): HedgePlan {
  if (plan.portfolio === null || !book) return plan;
  const open = book.months.filter((m) => m.open > 0).slice(0, MAX_SETTLEMENTS);
  return {
    ...plan,
    schedule: open.length > 0 ? open.map((m) => ({ date: m.date, amount: m.open })) : null,
    // The book's quantities are in the quotation's unit.
    unit: open.length > 0 ? null : plan.unit,
  };
}

/**
 * The units a commodity's amounts can be typed in: its quotation's own first, then those the spec's
 * conversion factors reach (BRENT in USD/bbl: bbl, mt, m3, gal).
 */
export function amountUnits(commodity: string, quotation: string): string[] {
  return [...new Set(unitTargets(commodity, quotation).map((q) => q.split('/')[1] ?? q))];
}
