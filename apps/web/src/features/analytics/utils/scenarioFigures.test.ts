import { describe, expect, it } from 'vitest';
import { monthlyPeriods } from '../../../test/analyticsFixtures.ts';
import { figuresOf } from './scenarioFigures.ts';

describe('figuresOf', () => {
  it("reads the period's own figures for the base, and the shocked ones for up and down", () => {
    const [period] = monthlyPeriods(1);
    expect(figuresOf(period!, 'base').net_rate).toBe(period!.net_rate);
    expect(figuresOf(period!, 'up')).toBe(period!.up);
    expect(figuresOf(period!, 'down')).toBe(period!.down);
  });
});
