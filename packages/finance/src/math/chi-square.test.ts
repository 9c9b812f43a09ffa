import { describe, expect, it } from 'vitest';
import { refusalOf } from '../test/refusal-of.ts';
import { chiSquare1Survival } from './chi-square.ts';

describe('chiSquare1Survival', () => {
  it('gives the published critical values of χ² with one degree of freedom', () => {
    // NIST/SEMATECH e-Handbook, table 1.3.6.7.4: upper critical values for ν = 1.
    expect(chiSquare1Survival(2.706)).toBeCloseTo(0.1, 3);
    expect(chiSquare1Survival(3.841)).toBeCloseTo(0.05, 4);
    expect(chiSquare1Survival(6.635)).toBeCloseTo(0.01, 4);
    expect(chiSquare1Survival(10.828)).toBeCloseTo(0.001, 5);
    expect(chiSquare1Survival(0)).toBe(1);
  });

  it('refuses a negative statistic', () => {
    expect(refusalOf(() => chiSquare1Survival(-1)).code).toBe('INVALID_ARGUMENT');
  });
});
