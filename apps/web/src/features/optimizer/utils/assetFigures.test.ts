import { pairUnits } from '@cobertura/contracts';
import { describe, expect, it } from 'vitest';
import { assetRateText, dealtFigure, strikeText } from './assetFigures.ts';

describe('asset figures', () => {
  it("prints a rate to the pair's quote decimals, with its unit", () => {
    expect(assetRateText(3475.1234, 'USDCOP', pairUnits('USDCOP'), 'en')).toBe('3,475.12\u00a0COP per USD');
    expect(assetRateText(1.04237, 'EURUSD', pairUnits('EURUSD'), 'es')).toBe('1,0424\u00a0USD por EUR');
    expect(assetRateText(78.456, 'BRENT', null, 'en')).toBe('78.46');
    expect(assetRateText(null, 'USDCOP', pairUnits('USDCOP'), 'en')).toBe('—');
  });

  it('deals a strike to the pip, and shows a cost nil but for that rounding as zero', () => {
    expect(strikeText(3512.4049, 'USDCOP')).toBe('3512.4');
    expect(strikeText(1.042371, 'EURUSD')).toBe('1.0424');
    expect(Object.is(dealtFigure(-0.0004, 2), 0)).toBe(true);
    expect(dealtFigure(-0.006, 2)).toBe(-0.01);
  });
});
