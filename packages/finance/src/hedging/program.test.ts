import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { between } from '../test/arbitraries.ts';
import { type ProgramRule, programTargets, targetHedge } from './program.ts';

/** Float noise allowed where a value is computed in steps (the budget's ramp). */
const TOLERANCE = 1e-9;

const percents = (rule: ProgramRule, count: number, start = '2026-11-24') =>
  programTargets(rule, start, count).map((t) => t.percent);

describe('hedging programs (spec 02 §4)', () => {
  it('names each month by its first day, from the start month, across year ends', () => {
    const months = programTargets({ parameters: 'MATCH', flow: { values: {} } }, '2026-11-24', 4).map(
      (t) => t.month,
    );
    expect(months).toEqual(['2026-11-01', '2026-12-01', '2027-01-01', '2027-02-01']);
    expect(programTargets({ parameters: 'MATCH', flow: { values: {} } }, '2024-01-31', 0)).toEqual([]);
  });

  it('MATCH hedges 100 % every month', () => {
    expect(percents({ parameters: 'MATCH', flow: { values: {} } }, 24)).toEqual(Array(24).fill(100));
  });

  it('CONSTANT hedges its percentage for its months, then nothing', () => {
    const rule: ProgramRule = { parameters: 'CONSTANT', flow: { values: { percentage: 75, months: 6 } } };
    expect(percents(rule, 8)).toEqual([75, 75, 75, 75, 75, 75, 0, 0]);
  });

  it('MONTHLY steps one month per value, then nothing', () => {
    const rule: ProgramRule = { parameters: 'MONTHLY', flow: { values: [90, 80, 70.5] } };
    expect(percents(rule, 5)).toEqual([90, 80, 70.5, 0, 0]);
  });

  it('QUARTERLY holds each value three months', () => {
    const rule: ProgramRule = { parameters: 'QUARTERLY', flow: { values: [100, 60, 30] } };
    expect(percents(rule, 11)).toEqual([100, 100, 100, 60, 60, 60, 30, 30, 30, 0, 0]);
  });

  it('BUDGET moves from its percentage to percentagemonths over the horizon, then nothing', () => {
    // 12 months from 100 % to 45 %: 11 equal steps of 5 points (worked by hand).
    const rule: ProgramRule = {
      parameters: 'BUDGET',
      flow: { values: { percentage: 100, months: 12, percentagemonths: 45 } },
    };
    const expected = [100, 95, 90, 85, 80, 75, 70, 65, 60, 55, 50, 45, 0, 0];
    percents(rule, 14).forEach((p, i) => {
      expect(p).toBeCloseTo(expected[i] ?? Number.NaN, 9);
    });
    const flat: ProgramRule = { parameters: 'BUDGET', flow: { values: { percentage: 80, months: 3 } } };
    expect(percents(flat, 4)).toEqual([80, 80, 80, 0]);
  });

  it('refuses flow values outside their ranges, naming the argument', () => {
    const refusal = (rule: ProgramRule) => {
      try {
        programTargets(rule, '2026-01-01', 24);
      } catch (error) {
        return error;
      }
      return undefined;
    };
    expect(
      refusal({ parameters: 'CONSTANT', flow: { values: { percentage: 101, months: 3 } } }),
    ).toMatchObject({
      code: 'INVALID_ARGUMENT',
      argument: 'percentage',
      issue: { kind: 'tooBig', limit: 100 },
    });
    expect(
      refusal({ parameters: 'CONSTANT', flow: { values: { percentage: 50, months: 0 } } }),
    ).toMatchObject({
      argument: 'months',
      issue: { kind: 'tooSmall', limit: 1 },
    });
    expect(refusal({ parameters: 'BUDGET', flow: { values: { percentage: 50, months: 2 } } })).toMatchObject({
      argument: 'months',
      issue: { kind: 'tooSmall', limit: 3 },
    });
    expect(refusal({ parameters: 'MONTHLY', flow: { values: [] } })).toMatchObject({
      argument: 'values.length',
    });
    expect(refusal({ parameters: 'QUARTERLY', flow: { values: [10, -1] } })).toMatchObject({
      argument: 'values[1]',
      issue: { kind: 'tooSmall', limit: 0 },
    });
    expect(() => programTargets({ parameters: 'MATCH', flow: { values: {} } }, '2026-13-01', 1)).toThrow(
      expect.objectContaining({ argument: 'start' }),
    );
    expect(() =>
      programTargets({ parameters: 'SOMETIMES' } as unknown as ProgramRule, '2026-01-01', 1),
    ).toThrow(expect.objectContaining({ argument: 'parameters' }));
  });

  it('every target is a percent in [0, 100], and nothing is asked after a finite program ends', () => {
    const percent = between(0, 100);
    const rules: fc.Arbitrary<ProgramRule> = fc.oneof(
      fc.constant<ProgramRule>({ parameters: 'MATCH', flow: { values: {} } }),
      fc
        .record({ percentage: percent, months: fc.integer({ min: 1, max: 30 }) })
        .map((values): ProgramRule => ({ parameters: 'CONSTANT', flow: { values } })),
      fc
        .array(percent, { minLength: 1, maxLength: 24 })
        .map((values): ProgramRule => ({ parameters: 'MONTHLY', flow: { values } })),
      fc
        .array(percent, { minLength: 1, maxLength: 8 })
        .map((values): ProgramRule => ({ parameters: 'QUARTERLY', flow: { values } })),
      fc
        .record({ percentage: percent, months: fc.integer({ min: 3, max: 30 }), percentagemonths: percent })
        .map((values): ProgramRule => ({ parameters: 'BUDGET', flow: { values } })),
    );
    fc.assert(
      fc.property(rules, (rule) => {
        const targets = percents(rule, 40);
        for (const p of targets) expect(p >= -TOLERANCE && p <= 100 + TOLERANCE).toBe(true);
        const values = rule.flow.values;
        const horizon = Array.isArray(values)
          ? values.length * (rule.parameters === 'QUARTERLY' ? 3 : 1)
          : 'months' in values
            ? values.months
            : 40;
        expect(targets.slice(horizon).every((p) => p === 0)).toBe(true);
      }),
    );
  });

  it('a budget ramp is monotone between its two ends', () => {
    fc.assert(
      fc.property(
        between(0, 100),
        between(0, 100),
        fc.integer({ min: 3, max: 24 }),
        (percentage, percentagemonths, months) => {
          const targets = percents(
            { parameters: 'BUDGET', flow: { values: { percentage, months, percentagemonths } } },
            months,
          );
          expect(targets[0]).toBe(percentage);
          expect(targets[months - 1]).toBe(percentagemonths);
          const sign = Math.sign(percentagemonths - percentage);
          for (let i = 1; i < months; i++) {
            expect(sign * ((targets[i] ?? 0) - (targets[i - 1] ?? 0))).toBeGreaterThanOrEqual(-TOLERANCE);
          }
        },
      ),
    );
  });

  it('the target amount is a share of the balance, or of balance plus cash flow', () => {
    const exposure = { balance: -400_000, cashFlow: -600_000 };
    expect(targetHedge(75, 'CASH FLOW', exposure)).toBe(-750_000);
    expect(targetHedge(75, 'BALANCE', exposure)).toBe(-300_000);
    expect(targetHedge(0, 'CASH FLOW', exposure)).toBe(-0);
    expect(() => targetHedge(120, 'BALANCE', exposure)).toThrow(
      expect.objectContaining({ argument: 'percent' }),
    );
  });
});
