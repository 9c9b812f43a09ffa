import fc from 'fast-check';

/** For tests: any double in [min, max], never NaN (fast-check draws NaN unless told not to). */
export const between = (min: number, max: number): fc.Arbitrary<number> =>
  fc.double({ min, max, noNaN: true });
