import { type BudgetRateVersion, type ProgramVersion, ZHedgingProgram } from '@cobertura/contracts';
import {
  type HedgingProgram,
  MAX_MONTHLY_VALUES,
  type ProgramObjective,
  type ProgramParameter,
  programTargets,
} from '@cobertura/finance/hedging';

/** The most months a comparison lists: the chart's two years. */
export const COMPARED_MONTHS = MAX_MONTHLY_VALUES;

/** A saved version's program as the contract reads it; undefined for values no rule reads (stored by an older app). */
export function programOfVersion(version: ProgramVersion): HedgingProgram | undefined {
  const parsed = ZHedgingProgram.safeParse({
    objective: version.objective,
    parameters: version.parameters,
    flow: version.flow,
  });
  return parsed.success ? parsed.data : undefined;
}

/**
 * The budget rate in force when a program version was saved: the newest budget version saved at or
 * before it (`budgets` newest first, as the API answers them), or undefined when none was.
 */
export function budgetRateAt(budgets: readonly BudgetRateVersion[], at: string): number | undefined {
  const time = Date.parse(at);
  return budgets.find((budget) => Date.parse(budget.created_at) <= time)?.budget_rate;
}

/** One side of a comparison: what the version says, and its target percentage of each compared month. */
export interface ComparedVersion {
  objective: ProgramObjective;
  parameters: ProgramParameter;
  program: HedgingProgram | undefined;
  budgetRate: number | undefined;
  targets: number[];
}

/** Which of the compared terms differ between the two versions, month by month for the targets. */
export interface ComparisonDifferences {
  objective: boolean;
  parameters: boolean;
  values: boolean;
  budgetRate: boolean;
  targets: boolean[];
}

export interface ProgramComparison {
  /** The first day of each compared month, from the start month. */
  months: string[];
  sides: [ComparedVersion, ComparedVersion];
  differs: ComparisonDifferences;
}

function comparedVersion(
  version: ProgramVersion,
  budgets: readonly BudgetRateVersion[],
  start: string,
): ComparedVersion & { months: string[] } {
  const program = programOfVersion(version);
  const targets = program ? programTargets(program, start, COMPARED_MONTHS) : [];
  return {
    objective: version.objective,
    parameters: version.parameters,
    program,
    budgetRate: budgetRateAt(budgets, version.created_at),
    targets: targets.map((target) => target.percent),
    months: targets.map((target) => target.month),
  };
}

/**
 * Two program versions side by side over the same months from `start` (the program's first month,
 * today on the server's clock): objective, type, values, the budget rate in force when each was
 * saved, and the target percentage of each month up to the last one either version asks anything
 * of (at most {@link COMPARED_MONTHS}); with what differs.
 */
export function programComparison(
  first: ProgramVersion,
  second: ProgramVersion,
  budgets: readonly BudgetRateVersion[],
  start: string,
): ProgramComparison {
  const { months: firstMonths, ...a } = comparedVersion(first, budgets, start);
  const { months: secondMonths, ...b } = comparedVersion(second, budgets, start);
  const allMonths = firstMonths.length ? firstMonths : secondMonths;
  const asked = (targets: readonly number[]) => targets.findLastIndex((percent) => percent > 0) + 1;
  const count = Math.max(1, asked(a.targets), asked(b.targets));
  const months = allMonths.slice(0, count);
  const cut = (side: ComparedVersion) => ({ ...side, targets: side.targets.slice(0, count) });
  return {
    months,
    sides: [cut(a), cut(b)],
    differs: {
      objective: a.objective !== b.objective,
      parameters: a.parameters !== b.parameters,
      values: JSON.stringify(a.program?.flow) !== JSON.stringify(b.program?.flow),
      budgetRate: a.budgetRate !== b.budgetRate,
      targets: months.map((_, i) => a.targets[i] !== b.targets[i]),
    },
  };
}
