import { describe, expect, it } from 'vitest';
import { computeForward, type ForwardForm } from './forwardCalc.ts';

const FORM: ForwardForm = {
  spot: '4000',
  rDomestic: '10',
  rForeign: '5',
  compounding: 'continuous',
  domesticBasis: '365',
  foreignBasis: '360',
  valuationDate: '2026-01-01',
  deliveryMode: 'date',
  deliveryDate: '2027-01-01',
  tenor: '3M',
};

describe('computeForward', () => {
  it('gives S·e^{(rd − rf)t} with continuous rates and its implied difference', () => {
    const out = computeForward(FORM);
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.value.days).toBe(365);
    expect(out.value.forward).toBeCloseTo(4000 * Math.exp(0.05), 9);
    expect(out.value.points).toBeCloseTo(4000 * Math.expm1(0.05), 9);
    expect(out.value.impliedRateDifference).toBeCloseTo(0.05, 12);
  });

  it('uses each currency’s day basis with simple rates, and a tenor', () => {
    const out = computeForward({ ...FORM, compounding: 'simple', deliveryMode: 'tenor', tenor: '3M' });
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.value.deliveryDate).toBe('2026-04-01');
    expect(out.value.forward).toBeCloseTo((4000 * (1 + (0.1 * 90) / 365)) / (1 + (0.05 * 90) / 360), 9);
  });

  it("shows the library's message for a bad spot or date", () => {
    const bad = computeForward({ ...FORM, spot: '-1' });
    expect(!bad.ok && bad.error.message).toContain('spot must be a positive number');
    const date = computeForward({ ...FORM, deliveryDate: '2027-13-01' });
    expect(!date.ok && date.error.message).toContain('YYYY-MM-DD');
  });

  it('has no implied difference for delivery today', () => {
    const out = computeForward({ ...FORM, deliveryDate: '2026-01-01' });
    expect(out.ok && out.value.impliedRateDifference).toBeNull();
  });
});
