/**
 * Hedging programs (spec 02 §3 "Hedging program", §4 "Program"): how much of the exposure a company
 * means to have hedged in each coming month. A program has an objective (which exposure it covers)
 * and a parameter type with its flow values; {@link programTargets} turns it into a target hedge
 * percentage per month, and {@link targetHedge} into an amount for one month's exposure.
 *
 * Percentages are percent (0 to 100), as the program stores and the user types them.
 */
import { ensure, requireFinite, requireInteger } from '../check.ts';
import { FinanceError } from '../errors.ts';
import { addMonths, type IsoDate, parseIsoDate, startOfMonth } from '../time/date.ts';

/** What a program covers: the balance only, or the balance plus the forecast cash flows. */
export const PROGRAM_OBJECTIVES = ['BALANCE', 'CASH FLOW'] as const;
export type ProgramObjective = (typeof PROGRAM_OBJECTIVES)[number];

/** The parameter types (the "gradient type" of commodity programs). */
export const PROGRAM_PARAMETERS = ['MATCH', 'CONSTANT', 'MONTHLY', 'QUARTERLY', 'BUDGET'] as const;
export type ProgramParameter = (typeof PROGRAM_PARAMETERS)[number];

/** The shortest budget horizon, in months (spec 02 §4). */
export const MIN_BUDGET_MONTHS = 3;
/** Months a quarterly value covers (spec 02 §4: quarterly steps 3 months per value). */
export const MONTHS_PER_QUARTER = 3;
/** The longest horizon a program may name, in months: 10 years. */
export const MAX_PROGRAM_MONTHS = 120;
/** Most values a MONTHLY list may hold (two years). */
export const MAX_MONTHLY_VALUES = 24;
/** Most values a QUARTERLY list may hold (two years). */
export const MAX_QUARTERLY_VALUES = 8;

/**
 * A program's rule, by parameter type, with its flow values:
 * - MATCH: no values; 100 % of the exposure every month.
 * - CONSTANT: `percentage` for each of the next `months` months (≥ 1), 0 after.
 * - MONTHLY: one percentage per month from the start month, 0 after the list.
 * - QUARTERLY: one percentage per quarter (3 months each) from the start month, 0 after the list.
 * - BUDGET: over a budget horizon of `months` (≥ 3), from `percentage` in its first month to
 *   `percentagemonths` in its last, in equal monthly steps (a flat budget when they are equal or
 *   `percentagemonths` is absent); 0 after the horizon.
 */
export type ProgramRule =
  | { readonly parameters: 'MATCH'; readonly flow: { readonly values: Readonly<Record<string, never>> } }
  | {
      readonly parameters: 'CONSTANT';
      readonly flow: { readonly values: { readonly percentage: number; readonly months: number } };
    }
  | { readonly parameters: 'MONTHLY' | 'QUARTERLY'; readonly flow: { readonly values: readonly number[] } }
  | {
      readonly parameters: 'BUDGET';
      readonly flow: {
        readonly values: {
          readonly percentage: number;
          readonly months: number;
          readonly percentagemonths?: number | undefined;
        };
      };
    };

/** A hedging program: objective and rule. */
export type HedgingProgram = ProgramRule & { readonly objective: ProgramObjective };

/** The target of one month: the month's first day and the percent of its exposure to hedge. */
export interface ProgramTarget {
  readonly month: IsoDate;
  readonly percent: number;
}

function requirePercent(name: string, value: number): number {
  requireFinite(name, value);
  ensure(value >= 0 && value <= 100, () => `${name} must be in [0, 100], got ${value}`, 'INVALID_ARGUMENT', {
    argument: name,
    issue:
      value < 0
        ? { kind: 'tooSmall', limit: 0, inclusive: true }
        : { kind: 'tooBig', limit: 100, inclusive: true },
  });
  return value;
}

function requirePercentList(name: string, values: readonly number[], most: number): void {
  requireInteger(`${name}.length`, values.length, 1, most);
  values.forEach((value, i) => {
    requirePercent(`${name}[${i}]`, value);
  });
}

/**
 * The rule's percent for month `index` (0 = the start month), with the rule already checked.
 * Returned as a function of the index so that the rule is checked once for all months.
 */
function percentOfMonth(rule: ProgramRule): (index: number) => number {
  switch (rule.parameters) {
    case 'MATCH':
      return () => 100;
    case 'CONSTANT': {
      const { percentage, months } = rule.flow.values;
      requirePercent('percentage', percentage);
      requireInteger('months', months, 1, MAX_PROGRAM_MONTHS);
      return (index) => (index < months ? percentage : 0);
    }
    case 'MONTHLY': {
      const values = rule.flow.values;
      requirePercentList('values', values, MAX_MONTHLY_VALUES);
      return (index) => values[index] ?? 0;
    }
    case 'QUARTERLY': {
      const values = rule.flow.values;
      requirePercentList('values', values, MAX_QUARTERLY_VALUES);
      return (index) => values[Math.floor(index / MONTHS_PER_QUARTER)] ?? 0;
    }
    case 'BUDGET': {
      const { percentage, months } = rule.flow.values;
      const last = rule.flow.values.percentagemonths ?? percentage;
      requirePercent('percentage', percentage);
      requirePercent('percentagemonths', last);
      requireInteger('months', months, MIN_BUDGET_MONTHS, MAX_PROGRAM_MONTHS);
      const step = (last - percentage) / (months - 1);
      // The last month is `last` itself, not the sum of the steps (no rounding drift).
      return (index) => (index >= months ? 0 : index === months - 1 ? last : percentage + step * index);
    }
    default:
      throw new FinanceError(
        'INVALID_ARGUMENT',
        `parameters must be one of ${PROGRAM_PARAMETERS.join(', ')}, got ${String((rule as { parameters: unknown }).parameters)}`,
        { argument: 'parameters', issue: { kind: 'oneOf', values: PROGRAM_PARAMETERS } },
      );
  }
}

/**
 * The target hedge percentage of each of `count` months, the first being the month of `start`
 * (spec 02 §4: monthly values step one month, quarterly values three months each).
 * @param rule the program's parameter type and flow values; percentages in [0, 100].
 * @param start any day of the first month, `YYYY-MM-DD`.
 * @param count how many months, 0 to {@link MAX_PROGRAM_MONTHS}.
 * @returns one target per month, each month named by its first day, percent in [0, 100].
 * @throws FinanceError INVALID_ARGUMENT for a bad date, count or flow value (the argument is named).
 */
export function programTargets(rule: ProgramRule, start: string, count: number): ProgramTarget[] {
  const first = startOfMonth(parseIsoDate(start, 'start'));
  requireInteger('count', count, 0, MAX_PROGRAM_MONTHS);
  const percentAt = percentOfMonth(rule);
  return Array.from({ length: count }, (_, index) => ({
    month: addMonths(first, index),
    percent: percentAt(index),
  }));
}

/** One month's exposure, signed (negative when the company pays or buys, see side.ts). */
export interface MonthExposure {
  readonly balance: number;
  readonly cashFlow: number;
}

/**
 * The amount a month's program asks to have hedged: `percent` of the exposure the objective covers,
 * the balance for BALANCE, the balance plus the cash flow for CASH FLOW (spec 02 §4: the monthly
 * hedge percentage is a share of balance plus cash flow). Signed as the exposure.
 * @param percent the month's target, in [0, 100].
 * @throws FinanceError INVALID_ARGUMENT for a percent outside [0, 100] or a non-finite amount.
 */
export function targetHedge(percent: number, objective: ProgramObjective, exposure: MonthExposure): number {
  requirePercent('percent', percent);
  const balance = requireFinite('balance', exposure.balance);
  const covered = objective === 'BALANCE' ? balance : balance + requireFinite('cashFlow', exposure.cashFlow);
  return (percent / 100) * covered;
}
