import {
  budgetRate,
  type ProgramProblem,
  type ProgramVersion,
  programProblemOf,
  ZHedgingProgram,
} from '@cobertura/contracts';
import type { HedgingProgram, ProgramObjective, ProgramParameter } from '@cobertura/finance/hedging';
import type { z } from 'zod';
import { fieldValue, toInputText } from '../../../utils/parseDecimal.ts';

/** The editor shows one year: twelve monthly values, four quarterly ones (longer saved lists show whole). */
export const EDITOR_MONTHS = 12;
export const EDITOR_QUARTERS = 4;

/**
 * The program editor's fields exactly as typed, every parameter type's at once, so that switching
 * type and back loses nothing.
 */
export interface ProgramForm {
  objective: ProgramObjective;
  parameters: ProgramParameter;
  percentage: string;
  months: string;
  percentagemonths: string;
  monthly: string[];
  quarterly: string[];
}

/** Where a problem shows in the editor: a field or one list entry (`monthly.3`; a whole list's on its first). */
export type ProgramField =
  | 'percentage'
  | 'months'
  | 'percentagemonths'
  | `monthly.${number}`
  | `quarterly.${number}`;

/** What a new program starts from: half of the cash flow for a year. */
export function newProgramForm(): ProgramForm {
  return {
    objective: 'CASH FLOW',
    parameters: 'CONSTANT',
    percentage: '50',
    months: '12',
    percentagemonths: '',
    monthly: Array(EDITOR_MONTHS).fill(''),
    quarterly: Array(EDITOR_QUARTERS).fill(''),
  };
}

const text = (value: number | undefined) => (value === undefined ? '' : toInputText(value));

/** A list of at least `size` entries, its values as text. */
function listText(values: readonly number[], size: number): string[] {
  return Array.from({ length: Math.max(size, values.length) }, (_, i) => text(values[i]));
}

/** The editor's fields for a saved program (a new program's when none was saved). */
export function programFormOf(version: ProgramVersion | undefined): ProgramForm {
  const form = newProgramForm();
  if (!version) return form;
  const { values } = version.flow;
  const list = Array.isArray(values) ? values : [];
  const named = Array.isArray(values) ? {} : values;
  return {
    ...form,
    objective: version.objective,
    parameters: version.parameters,
    percentage: named.percentage === undefined ? form.percentage : text(named.percentage),
    months: named.months === undefined ? form.months : text(named.months),
    percentagemonths: text(named.percentagemonths),
    monthly: version.parameters === 'MONTHLY' ? listText(list, EDITOR_MONTHS) : form.monthly,
    quarterly: version.parameters === 'QUARTERLY' ? listText(list, EDITOR_QUARTERS) : form.quarterly,
  };
}

/** A list as typed: trailing empty entries are left out (the program asks 0 % after its values). */
function typedList(entries: readonly string[]): unknown[] {
  const last = entries.findLastIndex((entry) => entry.trim() !== '');
  return entries.slice(0, last + 1).map((entry) => fieldValue(entry));
}

/**
 * The program the fields describe, in the contract's shape, each value as the contract should judge
 * it: a number where the text reads as one (in either notation), the text itself otherwise, nothing
 * when empty.
 */
export function programOfForm(form: ProgramForm): Record<string, unknown> {
  const values = (() => {
    switch (form.parameters) {
      case 'MATCH':
        return {};
      case 'CONSTANT':
        return { percentage: fieldValue(form.percentage), months: fieldValue(form.months) };
      case 'MONTHLY':
        return typedList(form.monthly);
      case 'QUARTERLY':
        return typedList(form.quarterly);
      case 'BUDGET':
        return {
          percentage: fieldValue(form.percentage),
          months: fieldValue(form.months),
          percentagemonths: fieldValue(form.percentagemonths),
        };
    }
  })();
  return { objective: form.objective, parameters: form.parameters, flow: { values } };
}

function fieldOfIssue(issue: z.core.$ZodIssue, parameters: ProgramParameter): ProgramField {
  // A whole list's problem (its length) shows on its first entry.
  const [, , entry = 0] = issue.path;
  if (typeof entry === 'number')
    return parameters === 'QUARTERLY' ? `quarterly.${entry}` : `monthly.${entry}`;
  return String(entry) as ProgramField;
}

/** The first problem of each field, by the contract's codes. */
export function programProblems(form: ProgramForm): Partial<Record<ProgramField, ProgramProblem>> {
  const problems: Partial<Record<ProgramField, ProgramProblem>> = {};
  for (const issue of ZHedgingProgram.safeParse(programOfForm(form)).error?.issues ?? []) {
    const field = fieldOfIssue(issue, form.parameters);
    problems[field] ??= programProblemOf(issue.message) ?? 'NUMBER_REQUIRED';
  }
  return problems;
}

/** The program the fields describe, when every value is valid. */
export function programOf(form: ProgramForm): HedgingProgram | undefined {
  const parsed = ZHedgingProgram.safeParse(programOfForm(form));
  return parsed.success ? parsed.data : undefined;
}

/** A budget rate as typed: its number, or the problem with it. */
export function budgetRateOf(typed: string): { rate: number } | { problem: ProgramProblem } {
  const parsed = budgetRate.safeParse(fieldValue(typed));
  if (parsed.success) return { rate: parsed.data };
  return { problem: programProblemOf(parsed.error.issues[0]?.message ?? '') ?? 'NUMBER_REQUIRED' };
}
