/**
 * Definition → resolved (Strata's shape): dates become ACT/365F year fractions from the valuation
 * date, dates falling on a holiday move to the next business day of the trade's calendar, and the
 * terms become the pricers' instruments on one market. The expired case is handled first.
 */
import { ensure } from '../check.ts';
import { DAILY_MONITORING_YEARS } from '../pricing/discrete-barrier.ts';
import type { Instrument, ResolvedTrade, StrategyLeg } from '../pricing/instrument.ts';
import type { Market } from '../pricing/types.ts';
import { adjustDate, type BusinessCalendar } from '../time/calendar.ts';
import { calendarOfCurrency, calendarOfPair } from '../time/country-calendars.ts';
import type { IsoDate } from '../time/date.ts';
import { yearsBetween } from '../time/day-count.ts';
import type { SingleKind } from './fields.ts';
import { type PricingCase, type PricingLeg, withInherited } from './pricing-case.ts';

/** Finds a calendar by id: a currency pair ('USDCOP') or a currency ('USD'). */
export type CalendarLookup = (id: string) => BusinessCalendar;

/**
 * The library's calendars: a pair's joined calendar, or a currency's settlement calendar.
 * @throws FinanceError UNKNOWN_CALENDAR for a currency without one; INVALID_ARGUMENT for another id.
 */
export function calendarOf(id: string): BusinessCalendar {
  const code = id.trim().toUpperCase();
  return code.length === 3 ? calendarOfCurrency(code) : calendarOfPair(code);
}

/**
 * The time from the valuation date to `date` (moved FOLLOWING on `calendar`) in ACT/365F years.
 * @throws FinanceError INVALID_ARGUMENT when the date is before the valuation date (expired).
 */
function yearsTo(valuationDate: IsoDate, date: IsoDate, what: string, calendar?: BusinessCalendar): number {
  const adjusted = calendar ? adjustDate(calendar, date) : date;
  ensure(
    adjusted >= valuationDate,
    () => `the trade has expired: ${what} ${adjusted} is before the valuation date ${valuationDate}`,
  );
  return yearsBetween(valuationDate, adjusted);
}

/** The terms of one priced kind, as read from a case or a leg (already validated). */
type Terms = { readonly kind: SingleKind } & Readonly<Record<string, unknown>>;

/** Years between a barrier's observations: daily, or continuously (0, the default). */
const monitoringYears = (terms: Terms): number => (terms.monitoring === 'daily' ? DAILY_MONITORING_YEARS : 0);

function instrumentOf(terms: Terms, expiryYears: number, fixingStartYears: number): Instrument {
  const strike = terms.strike as number;
  const optionType = terms.optionType as 'call' | 'put';
  switch (terms.kind) {
    case 'forward':
    case 'future':
      return { kind: terms.kind, strike, expiryYears };
    case 'vanilla':
      return { kind: 'vanilla', optionType, strike, expiryYears };
    case 'barrier':
      return {
        kind: 'barrier',
        optionType,
        strike,
        expiryYears,
        barrierType: terms.barrierType as 'downOut' | 'downIn' | 'upOut' | 'upIn',
        barrier: terms.barrier as number,
        rebate: (terms.rebate as number | null | undefined) ?? 0,
        monitoringYears: monitoringYears(terms),
      };
    case 'double_barrier':
      return {
        kind: 'double_barrier',
        optionType,
        strike,
        expiryYears,
        lowerBarrier: terms.lowerBarrier as number,
        upperBarrier: terms.upperBarrier as number,
        knock: (terms.knock as 'out' | 'in' | null | undefined) ?? 'out',
        monitoringYears: monitoringYears(terms),
      };
    case 'asian': {
      ensure(fixingStartYears < expiryYears || expiryYears === 0, 'the fixings must start before the expiry');
      return {
        kind: 'asian',
        optionType,
        strike,
        expiryYears,
        fixings: terms.fixings as number,
        fixingStartYears,
        method: (terms.method as 'approximation' | 'montecarlo' | null | undefined) ?? 'approximation',
        ...(terms.paths != null ? { paths: terms.paths as number } : {}),
        ...(terms.seed != null ? { seed: terms.seed as number } : {}),
      };
    }
  }
}

function marketOfCase(c: PricingCase | PricingLeg): Market {
  const isFx = c.underlying === 'fx';
  return {
    underlying: c.underlying as Market['underlying'],
    spot: (isFx ? c.spot : c.forward) as number,
    rDomestic: c.rDomestic ?? 0,
    rForeign: isFx ? (c.rForeign ?? 0) : 0,
    vol: c.vol ?? 0,
  };
}

function resolveCaseTerms(
  c: PricingLeg | Exclude<PricingCase, { kind: 'strategy' }>,
  calendars: CalendarLookup,
) {
  const calendar = c.calendar == null ? undefined : calendars(c.calendar);
  if (c.expiryYears == null && c.valuationDate != null && c.expiryDate != null) {
    const t = yearsTo(c.valuationDate as IsoDate, c.expiryDate as IsoDate, 'expiryDate', calendar);
    const start =
      c.kind === 'asian' && c.fixingStartDate != null
        ? fixingStartYears(c.valuationDate as IsoDate, c.fixingStartDate as IsoDate)
        : yearsOf(c);
    return instrumentOf(c, t, start);
  }
  return instrumentOf(c, c.expiryYears ?? 0, yearsOf(c));
}

/** An Asian's fixing start in years, as given (default 0). */
function yearsOf(c: PricingLeg | Exclude<PricingCase, { kind: 'strategy' }>): number {
  return c.kind === 'asian' ? ((c.fixingStartYears as number | null | undefined) ?? 0) : 0;
}

function fixingStartYears(valuationDate: IsoDate, start: IsoDate): number {
  ensure(
    start >= valuationDate,
    'an Asian whose fixings have started before the valuation date',
    'UNSUPPORTED',
  );
  return yearsBetween(valuationDate, start);
}

/**
 * A validated pricing case resolved for the pricers: its year fractions as given, or from its dates.
 * @param calendars finds the `calendar` a dated case names (default: the library's calendars).
 * @throws FinanceError INVALID_ARGUMENT for an expired dated case; UNKNOWN_CALENDAR for an unknown
 *   calendar; UNSUPPORTED for an Asian already fixing.
 */
export function resolvePricingCase(c: PricingCase, calendars: CalendarLookup = calendarOf): ResolvedTrade {
  if (c.kind !== 'strategy') {
    return { market: marketOfCase(c), instrument: resolveCaseTerms(c, calendars) };
  }
  const legs: StrategyLeg[] = c.legs.map((own) => {
    const leg = withInherited(c, own);
    return {
      quantity: leg.quantity,
      instrument: resolveCaseTerms(leg, calendars),
      market: marketOfCase(leg),
    };
  });
  return { market: legs[0]!.market!, legs };
}
