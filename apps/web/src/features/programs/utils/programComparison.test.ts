import type { BudgetRateVersion, ProgramVersion } from '@cobertura/contracts';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/index.ts';
import { budgetRateAt, programComparison, programOfVersion } from './programComparison.ts';
import { programValuesText } from './programValuesText.ts';

const version = (
  id: number,
  createdAt: string,
  parameters: ProgramVersion['parameters'],
  values: ProgramVersion['flow']['values'],
  objective: ProgramVersion['objective'] = 'CASH FLOW',
): ProgramVersion => ({
  pk_idprogram: id,
  fk_idportfolio: 1,
  created_at: createdAt,
  user_name: 'treasury',
  fk_userprogram: 2,
  objective,
  parameters,
  flow: { values },
  fk_currency: 'USDCOP',
  fk_idcommodity: null,
});
const budget = (id: number, createdAt: string, rate: number): BudgetRateVersion => ({
  pk_idbudget: id,
  fk_idportfolio: 1,
  created_at: createdAt,
  user_name: 'treasury',
  fk_userbudget: 2,
  budget_rate: rate,
  fk_currency: 'USDCOP',
  fk_idcommodity: null,
});

const quarterly = version(1, '2026-01-05T10:00:00.000Z', 'QUARTERLY', [80, 60, 40, 20]);
const budgeted = version(2, '2026-02-05T10:00:00.000Z', 'BUDGET', {
  percentage: 90,
  months: 12,
  percentagemonths: 50,
});
// Newest first, as the API answers them.
const budgets = [budget(11, '2026-02-01T00:00:00.000Z', 4200), budget(10, '2026-01-01T00:00:00.000Z', 4100)];

describe('programComparison', () => {
  it('lines up the monthly targets of two versions from the same month and marks those that differ', () => {
    const { months, sides, differs } = programComparison(quarterly, budgeted, budgets, '2026-03-10');
    expect(months[0]).toBe('2026-03-01');
    expect(months).toHaveLength(12);
    expect(sides[0].targets.slice(0, 4)).toEqual([80, 80, 80, 60]);
    expect(sides[1].targets[0]).toBe(90);
    expect(sides[1].targets[11]).toBe(50);
    expect(differs.targets[0]).toBe(true);
    expect(differs).toMatchObject({ objective: false, parameters: true, values: true, budgetRate: true });
  });

  it('finds nothing different between a version and itself', () => {
    const { differs } = programComparison(budgeted, budgeted, budgets, '2026-03-10');
    expect(differs.targets.some(Boolean)).toBe(false);
    expect(differs).toMatchObject({ objective: false, parameters: false, values: false, budgetRate: false });
  });

  it('lists the months up to the last one either version asks anything of', () => {
    const short = version(3, '2026-02-06T10:00:00.000Z', 'CONSTANT', { percentage: 50, months: 3 });
    const monthly = version(4, '2026-02-07T10:00:00.000Z', 'MONTHLY', [10, 20, 30, 40, 50]);
    const { months, differs } = programComparison(short, monthly, budgets, '2026-03-10');
    expect(months).toHaveLength(5);
    expect(differs.targets).toEqual([true, true, true, true, true]);
    expect(programComparison(short, short, [], '2026-03-10').months).toHaveLength(3);
  });
});

describe('budgetRateAt', () => {
  it('is the budget rate saved last before the version, or none', () => {
    expect(budgetRateAt(budgets, '2026-02-05T10:00:00.000Z')).toBe(4200);
    expect(budgetRateAt(budgets, '2026-01-15T00:00:00.000Z')).toBe(4100);
    expect(budgetRateAt(budgets, '2025-12-31T00:00:00.000Z')).toBeUndefined();
  });
});

describe('programValuesText', () => {
  it("writes each type's values with their percentages, in both languages", () => {
    const en = i18n.getFixedT('en');
    const text = (v: ProgramVersion, t = en, lang = 'en') => programValuesText(programOfVersion(v), t, lang);
    expect(text(quarterly)).toBe('80 %, 60 %, 40 %, 20 %, one per quarter');
    expect(text(budgeted)).toBe('From 90 % to 50 % over 12 months');
    expect(text(version(5, '', 'CONSTANT', { percentage: 62.5, months: 1 }))).toBe('62.5 % for 1 month');
    expect(text(version(6, '', 'MATCH', {}))).toBe('100 % every month');
    expect(text(budgeted, i18n.getFixedT('es'), 'es')).toBe('De 90 % a 50 % en 12 meses');
    expect(text(version(7, '', 'MONTHLY', [95.5]), i18n.getFixedT('es'), 'es')).toBe('95,5 %, uno por mes');
    expect(text(version(8, '', 'MONTHLY', [120]))).toBe('Values no program type reads');
  });
});
