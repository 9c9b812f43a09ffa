import { priceBatch } from '@cobertura/finance/pricing';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/index.ts';
import { buildCase, defaultPricerForm, emptyLeg, isSimulated, pricerFormErrors } from './pricerForm.ts';

/** Haug 2007, §1.1.6, Garman-Kohlhagen example: S = 1.56, K = 1.60, T = 0.5, r = 6 %, r_f = 8 %, σ = 12 %: call 0.0291. */
const HAUG_GK_CALL = 0.0291;

/** The form typed with Haug's market (barriers around its spot). */
const haug = (today: string) => ({
  ...defaultPricerForm(today),
  spot: '1.56',
  rDomestic: '6',
  rForeign: '8',
  vol: '12',
  strike: '1.60',
  barrier: '1.45',
  lowerBarrier: '1.40',
  upperBarrier: '1.75',
});

function errorOf(c: Record<string, unknown>): string {
  const [result] = priceBatch([c]);
  return result && 'error' in result ? result.error.message : 'priced';
}

describe('buildCase', () => {
  it("turns the form typed with Haug's market into his Garman-Kohlhagen case", () => {
    const built = buildCase(haug('2026-01-02'));
    expect(built).toMatchObject({
      kind: 'vanilla',
      underlying: 'fx',
      spot: 1.56,
      strike: 1.6,
      expiryYears: 0.5,
      optionType: 'call',
    });
    expect(built.rDomestic).toBeCloseTo(0.06, 15);
    expect(built.vol).toBeCloseTo(0.12, 15);
    const [result] = priceBatch([built]);
    expect(result && 'price' in result && Math.abs(result.price - HAUG_GK_CALL)).toBeLessThan(5e-5);
  });

  it('sends two dates, which the library resolves into an ACT/365 year fraction', () => {
    const form = {
      ...haug('2026-01-01'),
      expiryMode: 'date' as const,
      expiryDate: '2026-07-02',
    };
    const built = buildCase(form);
    expect(built).toMatchObject({ valuationDate: '2026-01-01', expiryDate: '2026-07-02' });
    expect('expiryYears' in built).toBe(false);
    const [dated, resolved] = priceBatch([
      built,
      { ...built, valuationDate: undefined, expiryDate: undefined, expiryYears: 182 / 365 },
    ]);
    expect(dated).toEqual(resolved);
  });

  it("reports the library's message for a bad or missing date", () => {
    const form = {
      ...haug('2026-01-01'),
      expiryMode: 'date' as const,
      expiryDate: '2026-02-30',
    };
    expect(errorOf(buildCase(form))).toContain('YYYY-MM-DD');
    expect(errorOf(buildCase({ ...form, expiryDate: ' ' }))).toBe('missing field expiryDate');
  });

  it('uses forward (not spot) for a future and drops the foreign rate', () => {
    const form = { ...haug('2026-01-01'), underlying: 'future' as const, spot: '80' };
    const built = buildCase(form);
    expect(built).toMatchObject({ forward: 80 });
    expect('rForeign' in built).toBe(false);
  });

  it('passes unreadable text to the library, which names the field', () => {
    expect(errorOf(buildCase({ ...haug('2026-01-01'), vol: 'abc' }))).toMatch(/vol must be a number/);
  });

  it('says how a barrier is watched, whether a double barrier knocks in, and the currency of prices', () => {
    const form = haug('2026-01-01');
    const daily = buildCase({ ...form, kind: 'barrier', monitoring: 'daily' });
    expect(daily).toMatchObject({ monitoring: 'daily', currency: 'USD' });
    const knockIn = buildCase({ ...form, kind: 'double_barrier', knock: 'in' });
    expect(knockIn).toMatchObject({ knock: 'in', monitoring: 'continuous' });
    const knockOut = buildCase({ ...form, kind: 'double_barrier' });
    // In + out = the vanilla; a barrier watched daily is worth more than one watched always.
    const [inPrice, outPrice, vanilla, continuous, dailyPrice] = priceBatch([
      knockIn,
      knockOut,
      buildCase(form),
      buildCase({ ...form, kind: 'barrier' }),
      daily,
    ]).map((r) => ('price' in r ? r.price : Number.NaN));
    expect(inPrice! + outPrice!).toBeCloseTo(vanilla!, 12);
    expect(dailyPrice!).toBeGreaterThan(continuous!);
    expect(priceBatch([daily])[0]).toMatchObject({ currency: 'USD' });
  });

  it('builds Monte Carlo Asian and strategy cases', () => {
    const asian = { ...haug('2026-01-01'), kind: 'asian' as const, isMonteCarlo: true };
    expect(isSimulated(asian)).toBe(true);
    expect(buildCase(asian)).toMatchObject({ method: 'montecarlo', paths: 100000, seed: 42, fixings: 12 });
    const strategy = {
      ...haug('2026-01-01'),
      kind: 'strategy' as const,
      legs: [emptyLeg({ strike: '1.6' }), emptyLeg({ optionType: 'put', strike: '1.5', quantity: '-1' })],
    };
    expect(buildCase(strategy).legs).toEqual([
      { kind: 'vanilla', optionType: 'call', strike: 1.6, quantity: 1 },
      { kind: 'vanilla', optionType: 'put', strike: 1.5, quantity: -1 },
    ]);
  });
});

describe('pricerFormErrors', () => {
  const t = (lng: 'en' | 'es') => i18n.getFixedT(lng);

  it('puts the issue the library names under its field, in the user’s words', () => {
    const form = haug('2026-01-01');
    expect(pricerFormErrors(form, t('en'), 'en')).toEqual({});
    expect(pricerFormErrors({ ...form, vol: '-5' }, t('en'), 'en')).toEqual({
      vol: 'Volatility must be at least 0 %.',
    });
    expect(pricerFormErrors({ ...form, spot: 'abc' }, t('es'), 'es')).toEqual({
      spot: 'Spot: debe ser un número.',
    });
    // The futures price is typed in the spot field.
    expect(pricerFormErrors({ ...form, underlying: 'future', spot: '' }, t('en'), 'en')).toEqual({
      spot: 'Spot is required.',
    });
    const strategy = {
      ...form,
      kind: 'strategy' as const,
      legs: [emptyLeg({ strike: '1.6' }), emptyLeg({ strike: '-1' })],
    };
    expect(pricerFormErrors(strategy, t('es'), 'es')).toEqual({
      'legs.1.strike': 'Pata 2 · Strike: debe ser mayor que 0.',
    });
  });
});
