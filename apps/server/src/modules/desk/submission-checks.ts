import type { AggregatedPeriod, FigureUnits, OptimizerSide } from '@cobertura/contracts';
import {
  adjustDate,
  type BusinessCalendar,
  calendarOfPair,
  type IsoDate,
  latestAcceptedBarDate,
  WEEKENDS_ONLY,
} from '@cobertura/finance/time';
import { unitScale, unitTargets } from '@cobertura/finance/units';
import { AppError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import type { DeskPorts } from './desk-ports.ts';
import { selectCommodityNamed } from './hedge-requests.queries.ts';

/**
 * What a submission checks (issue 26): value dates on the asset's business days, and the amount
 * asked against what the program still requires and the exposure still open over its dates, as
 * Analytics values the portfolio's book now. Beyond either, the treasurer must say why.
 */

type Settlement = { date: string; amount: number };

/** The checks a submitted request keeps (contracts ZRequestChecks). */
export interface RequestChecks {
  within_program: boolean;
  within_exposure: boolean;
  required: number;
  open_exposure: number;
  moved_dates: { from: string; to: string }[];
}

/** What a submission reads of the request. */
export interface SubmittedTerms {
  portfolioId: number;
  asset: string;
  area: 'currency' | 'commodity';
  side: OptimizerSide;
  settlements: Settlement[];
  amount: number;
  unit: string | null;
  units: FigureUnits;
}

/**
 * How much an amount may pass a limit by and still be within it: float sums of the same figures
 * differ in the last digits (a millionth of a unit is nothing a desk trades).
 */
const AMOUNT_TOLERANCE = 1e-6;

/** The days a value date may fall on: the pair's two countries' business days; a commodity's weekdays. */
export function valueDateCalendar(area: 'currency' | 'commodity', asset: string): BusinessCalendar {
  return area === 'currency' ? calendarOfPair(asset) : WEEKENDS_ONLY;
}

/**
 * The settlements with each value date that is not a business day moved to the next one (ISDA's
 * FOLLOWING), and the moves; settlements that land on the same day are joined into one.
 */
export function onBusinessDays(
  settlements: readonly Settlement[],
  calendar: BusinessCalendar,
): { settlements: Settlement[]; moved: { from: string; to: string }[] } {
  const moved: { from: string; to: string }[] = [];
  const byDate = new Map<string, number>();
  for (const s of settlements) {
    const to = adjustDate(calendar, s.date as IsoDate, 'FOLLOWING');
    if (to !== s.date) moved.push({ from: s.date, to });
    byDate.set(to, (byDate.get(to) ?? 0) + s.amount);
  }
  const joined = [...byDate].map(([date, amount]) => ({ date, amount }));
  return { settlements: joined.sort((a, b) => (a.date < b.date ? -1 : 1)), moved };
}

/** The hedge side a period's label asks for, as a request's side: BUY the asset → buyer. */
const periodSide = (period: Pick<AggregatedPeriod, 'buy_sell'>): OptimizerSide | null =>
  period.buy_sell === 'BUY' ? 'buyer' : period.buy_sell === 'SELL' ? 'seller' : null;

/**
 * The program's required hedge and the open exposure (|exposure| − |hedge|, none when over-hedged)
 * of the periods the settlements fall in, counted only where the period needs hedging on the
 * request's side (a purchase does not hedge a receivable), times `scale` (the request's unit).
 */
export function coverOfPeriods(
  periods: readonly AggregatedPeriod[],
  settlements: readonly Settlement[],
  side: OptimizerSide,
  scale = 1,
): { required: number; openExposure: number } {
  const touched = periods.filter(
    (p) => periodSide(p) === side && settlements.some((s) => s.date >= p.date && s.date <= p.end),
  );
  const required = touched.reduce(
    (total, p) => total + (p.hedge_label === 'REQUIRED HEDGE' ? p.required_hedge : 0),
    0,
  );
  const openExposure = touched.reduce(
    (total, p) => total + Math.max(Math.abs(p.balance + p.cash_flow) - Math.abs(p.hedge), 0),
    0,
  );
  return { required: required * scale, openExposure: openExposure * scale };
}

/** An amount as the messages write it: grouped, at most two decimals, with its unit. */
export function amountText(amount: number, unit: string | null): string {
  const figure = amount.toLocaleString('en-US', { maximumFractionDigits: 2 });
  return unit ? `${unit} ${figure}` : figure;
}

/**
 * The request checked for submission: its value dates on business days, and its amount against
 * the program and the exposure of the portfolio's book valued now. 400 on a value date that is no
 * longer after the market's day; 400 JUSTIFICATION_REQUIRED (on `justification`) when the amount
 * goes beyond either and no justification is given.
 */
export async function checkSubmission(
  services: Services,
  ports: DeskPorts,
  caller: { id: number; companyIds: number[] },
  terms: SubmittedTerms,
  justification: string | null,
): Promise<{ settlements: Settlement[]; checks: RequestChecks }> {
  const { settlements, moved } = onBusinessDays(
    terms.settlements,
    valueDateCalendar(terms.area, terms.asset),
  );
  const valuation = await ports.bookValuations.valueCallerBooks(caller, terms.area, {
    portfolioIds: [terms.portfolioId],
  });
  const today = valuation?.valuation.valuation_date ?? latestAcceptedBarDate(services.now().getTime());
  const late = settlements.findIndex((s) => s.date <= today);
  if (late >= 0) {
    const text = `A value date must come after the market's day ${today}.`;
    throw new AppError('VALIDATION_FAILED', text, { [`settlements.${late}.date`]: [text] });
  }
  const group = valuation?.groups.find(
    (g) => g.portfolio_id === terms.portfolioId && g.asset === terms.asset,
  );
  const scale = await unitScaleOf(services, terms);
  const { required, openExposure } = coverOfPeriods(group?.periods ?? [], settlements, terms.side, scale);
  const checks: RequestChecks = {
    within_program: terms.amount <= required + AMOUNT_TOLERANCE,
    within_exposure: terms.amount <= openExposure + AMOUNT_TOLERANCE,
    required,
    open_exposure: openExposure,
    moved_dates: moved,
  };
  if ((!checks.within_program || !checks.within_exposure) && !justification) {
    const text = `${beyondText(terms.amount, checks, terms.units.quantity_unit)}: say why in a justification to submit it.`;
    throw new AppError('JUSTIFICATION_REQUIRED', text, { justification: [text] });
  }
  return { settlements, checks };
}

/** What the amount goes beyond, with the figures and their unit. */
function beyondText(amount: number, checks: RequestChecks, unit: string | null): string {
  const beyond = [
    checks.within_program ? null : `what the program still requires (${amountText(checks.required, unit)})`,
    checks.within_exposure ? null : `the open exposure (${amountText(checks.open_exposure, unit)})`,
  ].filter((part) => part !== null);
  return `${amountText(amount, unit)} asked is more than ${beyond.join(' and ')} over its value dates`;
}

/** The event's words for the checks: where the request stands and what moved. */
export function checksDetail(
  amount: number,
  checks: RequestChecks,
  unit: string | null,
  justification: string | null,
) {
  const standing =
    checks.within_program && checks.within_exposure
      ? `Within the program (${amountText(checks.required, unit)} required) and the open exposure (${amountText(checks.open_exposure, unit)}).`
      : `${beyondText(amount, checks, unit)}; justified: ${justification ?? ''}`;
  const moves = checks.moved_dates.length
    ? ` Value dates moved to business days: ${checks.moved_dates.map((m) => `${m.from} → ${m.to}`).join(', ')}.`
    : '';
  return `${standing}${moves}`;
}

/**
 * What the book's quantities (a commodity's quotation unit) are multiplied by to read in the
 * request's unit: 1 for a pair or without a unit of its own.
 */
async function unitScaleOf(services: Services, terms: SubmittedTerms): Promise<number> {
  if (terms.area === 'currency' || !terms.unit) return 1;
  const quotation = (await selectCommodityNamed(services, terms.asset))?.quotation;
  if (!quotation) return 1;
  const unitOf = (q: string) => (q.split('/')[1] ?? q).toLowerCase();
  const target = unitTargets(terms.asset, quotation).find((q) => unitOf(q) === terms.unit?.toLowerCase());
  return target ? unitScale(terms.asset, quotation, target).quantity : 1;
}
