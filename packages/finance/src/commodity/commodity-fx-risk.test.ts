import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { between } from '../test/arbitraries.ts';
import { commodityFxRisk } from './commodity-fx-risk.ts';

describe('commodityFxRisk', () => {
  it('splits the worked example: Brent bought in USD by a COP company, both up 10 %', () => {
    // 10,000 bbl open at 80 USD/bbl, 5,000 bbl fixed at 75, 4,000 COP per USD.
    const risk = commodityFxRisk(
      { openQuantity: -10_000, fixedValue: -375_000, futures: 80, fx: 4000 },
      0.1,
      0.1,
    );
    expect(risk.value_foreign).toBe(-1_175_000);
    expect(risk.value_local).toBe(-4.7e9);
    expect(risk.commodity_risk).toBeCloseTo(-320e6, 3);
    expect(risk.fx_risk).toBeCloseTo(-470e6, 3);
    expect(risk.cross).toBeCloseTo(-32e6, 3);
    expect(risk.total).toBeCloseTo(-822e6, 3);
  });

  it('adds up to the revalued position exactly, and the cross term vanishes when one leg is still', () => {
    fc.assert(
      fc.property(
        between(-1e5, 1e5),
        between(-1e7, 1e7),
        between(1, 5000),
        between(0.1, 5000),
        between(-0.5, 0.5),
        between(-0.5, 0.5),
        (openQuantity, fixedValue, futures, fx, mF, mX) => {
          const risk = commodityFxRisk({ openQuantity, fixedValue, futures, fx }, mF, mX);
          const after = (openQuantity * futures * (1 + mF) + fixedValue) * fx * (1 + mX);
          const scale = Math.max(1, Math.abs(after), Math.abs(risk.value_local));
          expect((risk.value_local + risk.total - after) / scale).toBeCloseTo(0, 9);
          expect(risk.commodity_risk + risk.fx_risk + risk.cross).toBe(risk.total);
          expect(commodityFxRisk({ openQuantity, fixedValue, futures, fx }, mF, 0).cross).toBeCloseTo(0, 9);
        },
      ),
    );
  });
});
