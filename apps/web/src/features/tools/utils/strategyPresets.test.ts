import { describe, expect, it } from 'vitest';
import { emptyLeg } from './pricerForm.ts';
import { presetLegs } from './strategyPresets.ts';

describe('presetLegs', () => {
  it('builds a buyer collar: long call 105 %, short put 95 %, the put solved', () => {
    const legs = presetLegs('collar', 'buyer', 4000, []);
    expect(legs.map((l) => [l.optionType, l.strike, l.quantity, l.isSolved])).toEqual([
      ['call', '4200', '1', false],
      ['put', '3800', '-1', true],
    ]);
  });

  it('builds a seller knock-out forward with up-and-out barriers above the spot', () => {
    const legs = presetLegs('knockOutForward', 'seller', 1.56, []);
    expect(legs).toHaveLength(2);
    expect(
      legs.every((l) => l.kind === 'barrier' && l.barrierType === 'upOut' && l.barrier === '1.716'),
    ).toBe(true);
    expect(legs.map((l) => l.isSolved)).toEqual([true, true]);
  });

  it('builds a three-leg seagull and spreads without solved legs', () => {
    expect(presetLegs('seagull', 'buyer', 100, [])).toHaveLength(3);
    expect(presetLegs('callSpread', 'buyer', 100, []).some((l) => l.isSolved)).toBe(false);
    expect(presetLegs('putSpread', 'seller', 100, []).map((l) => l.strike)).toEqual(['100', '90']);
  });

  it('keeps the current legs for custom', () => {
    const current = [emptyLeg({ strike: '7' })];
    expect(presetLegs('custom', 'buyer', 100, current)).toEqual(current);
  });
});
