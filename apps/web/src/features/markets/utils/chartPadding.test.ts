import { describe, expect, it } from 'vitest';
import { extent, paddedAxis, paddedMinMax, scaleMarginFor } from './chartPadding.ts';

describe('chart padding (spec 02 §9)', () => {
  it('finds the extent of the finite values only', () => {
    expect(extent([3, null, 1, Number.NaN, 7, undefined])).toEqual({ min: 1, max: 7 });
    expect(extent([null, Number.NaN])).toBeNull();
  });

  it('pads the y-axis by 10 % of the range on each side', () => {
    expect(paddedAxis([100, 150, 200])).toEqual({ min: 90, max: 210 });
  });

  it('pads min and max by 5 % of their level', () => {
    const { min, max } = paddedMinMax({ min: 1.2, max: 1.4 });
    expect(min).toBeCloseTo(1.14, 12);
    expect(max).toBeCloseTo(1.47, 12);
  });

  it('widens a flat series by 5 % of its level', () => {
    const range = paddedAxis([50, 50]);
    expect(range?.min).toBeCloseTo(47.5, 12);
    expect(range?.max).toBeCloseTo(52.5, 12);
  });
});

describe('pane margins', () => {
  it('leave 10 % of the range above and below the data', () => {
    const margin = scaleMarginFor();
    // The data take 1 − 2m of the pane; each margin is m of it, i.e. m / (1 − 2m) of the range.
    expect(margin / (1 - 2 * margin)).toBeCloseTo(0.1, 12);
  });
});
