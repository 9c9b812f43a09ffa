import { describe, expect, it } from 'vitest';
import { DAILY_MONITORING_YEARS } from '../pricing/discrete-barrier.ts';
import { valueTrade } from '../pricing/instrument.ts';
import { parseRow } from './parse-rows.ts';
import { PricingCaseSchema } from './pricing-case.ts';
import { resolvePricingCase } from './resolve.ts';

function pricingCase(raw: unknown) {
  const row = parseRow(PricingCaseSchema, raw, 'case');
  if (!row.ok) throw new Error(row.error.message);
  return row.value;
}

const fx = { underlying: 'fx', spot: 4000, rDomestic: 0.095, rForeign: 0.045, vol: 0.12 };

describe('resolvePricingCase', () => {
  it('turns dates into ACT/365F year fractions', () => {
    const dated = resolvePricingCase(
      pricingCase({
        kind: 'forward',
        strike: 4050,
        ...fx,
        valuationDate: '2026-01-02',
        expiryDate: '2026-07-03',
      }),
    );
    expect(dated).toEqual({
      market: { underlying: 'fx', spot: 4000, rDomestic: 0.095, rForeign: 0.045, vol: 0.12 },
      instrument: { kind: 'forward', strike: 4050, expiryYears: 182 / 365 },
    });
  });

  it("moves an expiry on a holiday of the case's calendar to the next business day", () => {
    // 2025-01-06 is Reyes in Colombia: USDCOP expires on Tuesday 7 January.
    const c = { kind: 'vanilla', optionType: 'call', strike: 4050, ...fx, valuationDate: '2025-01-02' };
    const plain = resolvePricingCase(pricingCase({ ...c, expiryDate: '2025-01-06' }));
    const adjusted = resolvePricingCase(pricingCase({ ...c, expiryDate: '2025-01-06', calendar: 'USDCOP' }));
    expect('instrument' in plain && plain.instrument.expiryYears).toBe(4 / 365);
    expect('instrument' in adjusted && adjusted.instrument.expiryYears).toBe(5 / 365);
  });

  it("reads an Asian's fixing start in years from the valuation date in either form", () => {
    const asian = { kind: 'asian', optionType: 'call', strike: 4050, fixings: 4, ...fx };
    const dated = resolvePricingCase(
      pricingCase({
        ...asian,
        valuationDate: '2026-01-01',
        expiryDate: '2027-01-01',
        fixingStartDate: '2026-07-02',
      }),
    );
    const inYears = resolvePricingCase(
      pricingCase({
        ...asian,
        valuationDate: '2026-01-01',
        expiryDate: '2027-01-01',
        fixingStartYears: 182 / 365,
      }),
    );
    expect(dated).toEqual(inYears);
    expect('instrument' in dated && dated.instrument).toMatchObject({
      expiryYears: 1,
      fixingStartYears: 182 / 365,
    });
  });

  it('refuses an expired case first, and an Asian already fixing', () => {
    const c = { kind: 'vanilla', optionType: 'call', strike: 4050, ...fx, valuationDate: '2026-01-02' };
    expect(() => resolvePricingCase(pricingCase({ ...c, expiryDate: '2025-12-31' }))).toThrow(/has expired/);
    expect(() =>
      resolvePricingCase(
        pricingCase({
          ...c,
          kind: 'asian',
          fixings: 3,
          expiryDate: '2026-06-30',
          fixingStartDate: '2025-12-01',
        }),
      ),
    ).toThrow(expect.objectContaining({ code: 'UNSUPPORTED' }));
  });

  it('values an OTC commodity forward discounted to its delivery date, an exchange future at F − K', () => {
    // 2026-01-01 to Thursday 2026-04-02, a USD business day: 91 days.
    const terms = { underlying: 'future', forward: 78.5, rDomestic: 0.053, strike: 80, calendar: 'USD' };
    const dates = { valuationDate: '2026-01-01', expiryDate: '2026-04-02' };
    const otc = resolvePricingCase(pricingCase({ kind: 'forward', ...terms, ...dates }));
    expect('instrument' in otc && otc.instrument).toEqual({
      kind: 'forward',
      strike: 80,
      expiryYears: 91 / 365,
    });
    expect(valueTrade(otc).price).toBeCloseTo(Math.exp((-0.053 * 91) / 365) * -1.5, 14);
    const future = valueTrade(resolvePricingCase(pricingCase({ kind: 'future', ...terms, ...dates })));
    expect(future).toMatchObject({ price: -1.5, delta: 1 });
  });

  it('reads how a barrier is watched (continuously unless daily) and whether a double barrier knocks in', () => {
    const barrier = { optionType: 'call', strike: 4000, expiryYears: 1, ...fx };
    const single = { ...barrier, kind: 'barrier', barrierType: 'upOut', barrier: 4600 };
    const double = { ...barrier, kind: 'double_barrier', lowerBarrier: 3500, upperBarrier: 4600 };
    const resolved = (raw: unknown) => {
      const trade = resolvePricingCase(pricingCase(raw));
      return 'instrument' in trade ? trade.instrument : null;
    };
    expect(resolved(single)).toMatchObject({ monitoringYears: 0 });
    expect(resolved({ ...single, monitoring: 'daily' })).toMatchObject({
      monitoringYears: DAILY_MONITORING_YEARS,
    });
    expect(resolved(double)).toMatchObject({ knock: 'out', monitoringYears: 0 });
    expect(resolved({ ...double, knock: 'in', monitoring: 'daily' })).toMatchObject({
      knock: 'in',
      monitoringYears: DAILY_MONITORING_YEARS,
    });
  });
});
