import { describe, expect, it } from 'vitest';
import { isUnderBand, PROGRAM_BAND, programBand } from './overview.ts';

describe("the program's band", () => {
  it('spans the program’s share ± PROGRAM_BAND, within 0 and 100 %', () => {
    expect(PROGRAM_BAND).toBe(0.1);
    const middle = programBand(0.5);
    expect(middle.low).toBeCloseTo(0.4, 12);
    expect(middle.high).toBeCloseTo(0.6, 12);
    expect(programBand(0.05)).toEqual({ low: 0, high: expect.closeTo(0.15, 12) });
    expect(programBand(1)).toEqual({ low: expect.closeTo(0.9, 12), high: 1 });
  });

  it('is breached only under its low edge, not by rounding noise, never without a coverage or program', () => {
    const band = programBand(0.8);
    expect(isUnderBand(0.69, band)).toBe(true);
    expect(isUnderBand(0.7, band)).toBe(false);
    expect(isUnderBand(0.7 - 1e-12, band)).toBe(false);
    expect(isUnderBand(0.95, band)).toBe(false);
    expect(isUnderBand(null, band)).toBe(false);
    expect(isUnderBand(0, null)).toBe(false);
  });
});
