import { describe, expect, it } from 'vitest';
import {
  ensure,
  requireBetween,
  requireFinite,
  requireFiniteAll,
  requireInteger,
  requireNonNegative,
  requirePositive,
} from './check.ts';
import { refusalOf } from './test/refusal-of.ts';

const invalid = (message: string) => expect.objectContaining({ code: 'INVALID_ARGUMENT', message });

describe('argument checks', () => {
  it('return the value when it passes', () => {
    expect(requireFinite('x', -1)).toBe(-1);
    expect(requirePositive('x', 2)).toBe(2);
    expect(requireNonNegative('x', 0)).toBe(0);
    expect(requireInteger('x', 3, 1, 3)).toBe(3);
    expect(requireBetween('x', 0.95, 0, 1)).toBe(0.95);
  });

  it('name the argument and show what was given', () => {
    expect(() => requireFinite('rate', Number.NaN)).toThrow(invalid('rate must be a finite number, got NaN'));
    expect(() => requirePositive('spot', -1)).toThrow(invalid('spot must be a positive number, got -1'));
    expect(() => requirePositive('spot', Number.POSITIVE_INFINITY)).toThrow(
      invalid('spot must be a positive number, got Infinity'),
    );
    expect(() => requireNonNegative('vol', -0.1)).toThrow(invalid('vol must be a number ≥ 0, got -0.1'));
    expect(() => requireInteger('paths', 1.5, 1)).toThrow(invalid('paths must be an integer ≥ 1, got 1.5'));
    expect(() => requireInteger('n', 11, 1, 10)).toThrow(invalid('n must be an integer in [1, 10], got 11'));
    expect(() => requireBetween('confidence', 95, 0, 1)).toThrow(
      invalid('confidence must be in (0, 1), got 95'),
    );
    expect(() => requireFiniteAll('prices', [1, Number.NaN])).toThrow(
      invalid('prices[1] must be a finite number, got NaN'),
    );
  });

  it('name the argument and the issue as data, for callers to word', () => {
    const typed = 'abc' as unknown as number;
    expect(refusalOf(() => requirePositive('spot', typed))).toEqual({
      code: 'INVALID_ARGUMENT',
      message: 'spot must be a positive number, got abc',
      argument: 'spot',
      issue: { kind: 'type', expected: 'number' },
    });
    expect(refusalOf(() => requirePositive('spot', 0)).issue).toEqual({
      kind: 'tooSmall',
      limit: 0,
      inclusive: false,
    });
    expect(refusalOf(() => requirePositive('spot', undefined as unknown as number)).issue).toEqual({
      kind: 'missing',
    });
    expect(refusalOf(() => requireNonNegative('vol', -0.1)).issue).toEqual({
      kind: 'tooSmall',
      limit: 0,
      inclusive: true,
    });
    expect(refusalOf(() => requireFinite('rate', Number.NaN))).toMatchObject({
      argument: 'rate',
      issue: { kind: 'type', expected: 'number' },
    });
    expect(refusalOf(() => requireInteger('paths', 1.5, 1)).issue).toEqual({ kind: 'type', expected: 'int' });
    expect(refusalOf(() => requireInteger('n', 0, 1, 10)).issue).toEqual({
      kind: 'tooSmall',
      limit: 1,
      inclusive: true,
    });
    expect(refusalOf(() => requireInteger('n', 11, 1, 10)).issue).toEqual({
      kind: 'tooBig',
      limit: 10,
      inclusive: true,
    });
    expect(refusalOf(() => requireBetween('confidence', 95, 0, 1)).issue).toEqual({
      kind: 'tooBig',
      limit: 1,
      inclusive: false,
    });
    expect(refusalOf(() => requireBetween('confidence', 0, 0, 1)).issue).toEqual({
      kind: 'tooSmall',
      limit: 0,
      inclusive: false,
    });
    expect(refusalOf(() => requireFiniteAll('prices', [1, Number.NaN])).argument).toBe('prices[1]');
    expect(
      refusalOf(() =>
        ensure(false, 'end is before start', 'INVALID_ARGUMENT', {
          argument: 'end',
          issue: { kind: 'rule', rule: 'endBeforeStart' },
        }),
      ),
    ).toEqual({
      code: 'INVALID_ARGUMENT',
      message: 'end is before start',
      argument: 'end',
      issue: { kind: 'rule', rule: 'endBeforeStart' },
    });
    // Without detail the plain form is unchanged.
    expect(refusalOf(() => ensure(false, 'no calendar', 'UNKNOWN_CALENDAR'))).toEqual({
      code: 'UNKNOWN_CALENDAR',
      message: 'no calendar',
    });
  });

  it('ensure throws its own message and code', () => {
    expect(() => ensure(false, 'no calendar', 'UNKNOWN_CALENDAR')).toThrow(
      expect.objectContaining({ code: 'UNKNOWN_CALENDAR', message: 'no calendar' }),
    );
    expect(() => ensure(true, () => 'never built')).not.toThrow();
  });
});
