import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/index.ts';
import { heldStrategyLabel, strategyLabel } from './strategyLabel.ts';

describe('strategy labels', () => {
  it("names a catalogue strategy in the user's words, a label's capital first", () => {
    const en = i18n.getFixedT('en');
    const es = i18n.getFixedT('es');
    expect(strategyLabel('ZERO-COST COLLAR', en)).toBe('Zero-cost collar');
    expect(strategyLabel('ZERO-COST COLLAR', es)).toBe('Collar de costo cero');
    expect(strategyLabel('ASIAN OPTION', es)).toBe('Opción asiática');
    expect(strategyLabel('VANILLA PUT', en)).toBe('Vanilla put');
  });

  it('keeps the spelling of a name the catalogue does not translate', () => {
    expect(strategyLabel('BESPOKE STRIP', i18n.getFixedT('es'))).toBe('BESPOKE STRIP');
  });

  it("words a held strategy mid-sentence, in the row's position", () => {
    expect(heldStrategyLabel('LONG', 'COLLAR', i18n.getFixedT('en'))).toBe('Long collar');
    expect(heldStrategyLabel('SHORT', 'COLLAR', i18n.getFixedT('es'))).toBe('Venta de collar');
  });
});
