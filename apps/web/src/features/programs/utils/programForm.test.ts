import type { ProgramVersion } from '@cobertura/contracts';
import { describe, expect, it } from 'vitest';
import {
  budgetRateOf,
  newProgramForm,
  programFormOf,
  programOf,
  programOfForm,
  programProblems,
} from './programForm.ts';

const saved = (overrides: Partial<ProgramVersion>): ProgramVersion => ({
  pk_idprogram: 1,
  fk_idportfolio: 1,
  fk_currency: 'USDCOP',
  fk_idcommodity: null,
  fk_userprogram: 2,
  user_name: 'treasury',
  created_at: '2026-11-24T10:00:00.000Z',
  objective: 'CASH FLOW',
  parameters: 'MATCH',
  flow: { values: {} },
  ...overrides,
});

describe('the program form', () => {
  it('shows a saved program in its fields, and keeps the other types’ defaults', () => {
    const budget = programFormOf(
      saved({
        parameters: 'BUDGET',
        flow: { values: { percentage: 90, months: 12, percentagemonths: 50.5 } },
      }),
    );
    expect(budget).toMatchObject({
      parameters: 'BUDGET',
      percentage: '90',
      months: '12',
      percentagemonths: '50.5',
    });
    expect(budget.monthly).toHaveLength(12);
    const quarterly = programFormOf(
      saved({ parameters: 'QUARTERLY', objective: 'BALANCE', flow: { values: [80, 60] } }),
    );
    expect(quarterly).toMatchObject({ objective: 'BALANCE', quarterly: ['80', '60', '', ''] });
    // A list longer than the editor's year shows whole.
    const long = programFormOf(saved({ parameters: 'MONTHLY', flow: { values: Array(18).fill(10) } }));
    expect(long.monthly).toHaveLength(18);
    expect(programFormOf(undefined)).toEqual(newProgramForm());
  });

  it('reads values typed in either notation, and leaves trailing empty entries out of a list', () => {
    const form = {
      ...newProgramForm(),
      parameters: 'MONTHLY' as const,
      monthly: ['100', '87,5', '75.25', '', ''],
    };
    expect(programOfForm(form)).toEqual({
      objective: 'CASH FLOW',
      parameters: 'MONTHLY',
      flow: { values: [100, 87.5, 75.25] },
    });
    expect(programOf(form)).toEqual({
      objective: 'CASH FLOW',
      parameters: 'MONTHLY',
      flow: { values: [100, 87.5, 75.25] },
    });
  });

  it('names each bad value by its field and the contract’s code', () => {
    const base = newProgramForm();
    expect(programProblems({ ...base, percentage: '120', months: '0' })).toEqual({
      percentage: 'PERCENT_RANGE',
      months: 'MONTHS_MIN',
    });
    expect(programProblems({ ...base, parameters: 'BUDGET', months: '2', percentagemonths: 'abc' })).toEqual({
      months: 'BUDGET_MONTHS_MIN',
      percentagemonths: 'NUMBER_REQUIRED',
    });
    expect(programProblems({ ...base, parameters: 'CONSTANT', percentage: '' })).toEqual({
      percentage: 'NUMBER_REQUIRED',
    });
    expect(programProblems({ ...base, parameters: 'MONTHLY', monthly: ['50', '', '101'] })).toEqual({
      'monthly.1': 'NUMBER_REQUIRED',
      'monthly.2': 'PERCENT_RANGE',
    });
    expect(programProblems({ ...base, parameters: 'QUARTERLY' })).toEqual({
      'quarterly.0': 'QUARTERLY_COUNT',
    });
    expect(programProblems({ ...base, parameters: 'MATCH', percentage: 'junk' })).toEqual({});
    expect(programOf({ ...base, percentage: '120' })).toBeUndefined();
  });

  it('reads a budget rate or says what is wrong with it', () => {
    expect(budgetRateOf('4.150,25')).toEqual({ rate: 4150.25 });
    expect(budgetRateOf('0')).toEqual({ problem: 'RATE_POSITIVE' });
    expect(budgetRateOf('')).toEqual({ problem: 'NUMBER_REQUIRED' });
    expect(budgetRateOf('abc')).toEqual({ problem: 'NUMBER_REQUIRED' });
  });
});
