import { type HedgingProgram, programTargets } from '@cobertura/finance/hedging';
import { describe, expect, it } from 'vitest';
import { idListField } from './fields.ts';
import {
  PROGRAM_PROBLEMS,
  type ProgramProblem,
  programProblemOf,
  ZCommodityProgramQuery,
  ZHedgingProgram,
  ZSaveProgramRequest,
  ZUpdateCreateBudgetRequest,
} from './programs.ts';

/** Each field's problem codes, as the web reads them from the schema's messages. */
function problems(value: unknown): Record<string, (ProgramProblem | string)[]> {
  const result = ZSaveProgramRequest.safeParse(value);
  const out: Record<string, (ProgramProblem | string)[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const path = issue.path.join('.');
    out[path] = [...(out[path] ?? []), programProblemOf(issue.message) ?? issue.message];
  }
  return out;
}

const usdcop = { fk_idportfolio: 3, fk_currency: 'usdcop' };

describe('programs contract', () => {
  it('reads every parameter type into the finance library’s program', () => {
    const programs: unknown[] = [
      { objective: 'BALANCE', parameters: 'MATCH', flow: { values: {} } },
      { objective: 'CASH FLOW', parameters: 'CONSTANT', flow: { values: { percentage: 50, months: 6 } } },
      { objective: 'CASH FLOW', parameters: 'MONTHLY', flow: { values: [100, 90, 80] } },
      { objective: 'CASH FLOW', parameters: 'QUARTERLY', flow: { values: [75, 50, 25, 0] } },
      { objective: 'BALANCE', parameters: 'BUDGET', flow: { values: { percentage: 80, months: 12 } } },
    ];
    for (const value of programs) {
      const program: HedgingProgram = ZHedgingProgram.parse(value);
      expect(programTargets(program, '2026-01-15', 24)).toHaveLength(24);
    }
  });

  it('saves for one portfolio and exactly one asset, the pair upper-cased', () => {
    const rule = { objective: 'BALANCE', parameters: 'MATCH', flow: { values: {} } };
    expect(ZSaveProgramRequest.parse({ ...usdcop, ...rule })).toMatchObject({ fk_currency: 'USDCOP' });
    expect(ZSaveProgramRequest.parse({ fk_idportfolio: 3, fk_idcommodity: 7, ...rule })).toMatchObject({
      fk_idcommodity: 7,
    });
    expect(problems({ fk_idportfolio: 3, ...rule })).toEqual({ fk_currency: ['ASSET_REQUIRED'] });
    expect(problems({ ...usdcop, fk_idcommodity: 7, ...rule })).toEqual({ fk_currency: ['ASSET_REQUIRED'] });
  });

  it('names each bad flow value by its path and a code', () => {
    const save = (parameters: string, values: unknown) =>
      problems({ ...usdcop, objective: 'CASH FLOW', parameters, flow: { values } });
    expect(save('CONSTANT', { percentage: 120, months: 0 })).toEqual({
      'flow.values.percentage': ['PERCENT_RANGE'],
      'flow.values.months': ['MONTHS_MIN'],
    });
    expect(save('CONSTANT', { months: 1.5 })).toEqual({
      'flow.values.percentage': ['NUMBER_REQUIRED'],
      'flow.values.months': ['WHOLE_MONTHS'],
    });
    expect(save('BUDGET', { percentage: 80, months: 2, percentagemonths: -1 })).toEqual({
      'flow.values.months': ['BUDGET_MONTHS_MIN'],
      'flow.values.percentagemonths': ['PERCENT_RANGE'],
    });
    expect(save('BUDGET', { percentage: 80, months: 121 })).toEqual({ 'flow.values.months': ['MONTHS_MAX'] });
    expect(save('MONTHLY', [])).toEqual({ 'flow.values': ['MONTHLY_COUNT'] });
    expect(save('MONTHLY', Array(25).fill(10))).toEqual({ 'flow.values': ['MONTHLY_COUNT'] });
    expect(save('QUARTERLY', [10, 101])).toEqual({ 'flow.values.1': ['PERCENT_RANGE'] });
    expect(save('QUARTERLY', Array(9).fill(10))).toEqual({ 'flow.values': ['QUARTERLY_COUNT'] });
    expect(save('SOMETIMES', {})).toHaveProperty('parameters');
  });

  it('gives every problem its own text', () => {
    const texts = Object.values(PROGRAM_PROBLEMS);
    expect(new Set(texts).size).toBe(texts.length);
    for (const [code, text] of Object.entries(PROGRAM_PROBLEMS)) expect(programProblemOf(text)).toBe(code);
    expect(programProblemOf('Something else.')).toBeUndefined();
  });

  it('takes the spec’s budget payload: a positive rate, a company or a list of them', () => {
    const body = {
      format: 'json',
      companies: 1,
      selected_portfolio: 3,
      budget_rate: 4100.5,
      selected_currency: 'USDCOP',
    };
    expect(ZUpdateCreateBudgetRequest.parse(body).budget_rate).toBe(4100.5);
    expect(ZUpdateCreateBudgetRequest.parse({ ...body, companies: [1, 2] }).companies).toEqual([1, 2]);
    const zero = ZUpdateCreateBudgetRequest.safeParse({ ...body, budget_rate: 0 });
    expect(programProblemOf(zero.error?.issues[0]?.message ?? '')).toBe('RATE_POSITIVE');
  });

  it('reads id lists comma-separated or repeated, with an optional day', () => {
    expect(idListField.parse('1,2, 3')).toEqual([1, 2, 3]);
    expect(idListField.parse(['4', '5,6'])).toEqual([4, 5, 6]);
    expect(idListField.safeParse('').success).toBe(false);
    expect(idListField.safeParse('1,x').success).toBe(false);
    expect(ZCommodityProgramQuery.parse({ portfolios: '2', end_product: '7,8', date: '2026-11-24' })).toEqual(
      {
        portfolios: [2],
        end_product: [7, 8],
        date: '2026-11-24',
      },
    );
  });
});
