import { describe, expect, it } from 'vitest';
import { spotsReader } from '../../test/spots-reader.ts';
import { deskCurrencyConverter } from './desk-currency.ts';
import { deskRateOf, toDeskCurrency } from './to-desk-currency.ts';

/** Spots of a made-up day: the USD pairs a conversion goes through. */
const SPOTS: Record<string, number> = {
  USDCOP: 4_000,
  EURUSD: 1.1,
  USDMYR: 4.5,
  GBPUSD: 1.25,
  'CPO MAL MYR': 4_200,
};
const noRate = () => undefined;
const usdPer = (rates: Record<string, number>) => (currency: string) => rates[currency];

/** A market reader answering SPOTS (and nothing else). */
const reader = spotsReader(SPOTS);

describe('toDeskCurrency: a fill in USD', () => {
  it('takes a pair with USD as its base at its amount', () => {
    const fill = {
      asset: 'USDCOP',
      area: 'currency' as const,
      amount: 2_000_000,
      spot: 4_000,
      amountsCurrency: 'COP',
    };
    expect(toDeskCurrency(fill, noRate)).toBe(2_000_000);
  });

  it('takes a pair quoted in USD (EURUSD) at its amount × spot', () => {
    const fill = {
      asset: 'EURUSD',
      area: 'currency' as const,
      amount: 1_000_000,
      spot: 1.1,
      amountsCurrency: 'USD',
    };
    expect(toDeskCurrency(fill, noRate)).toBeCloseTo(1_100_000, 6);
  });

  it("turns a cross and a commodity priced in another currency into USD through that currency's USD pair", () => {
    const cross = {
      asset: 'EURGBP',
      area: 'currency' as const,
      amount: 1_000_000,
      spot: 0.88,
      amountsCurrency: 'GBP',
    };
    expect(toDeskCurrency(cross, usdPer({ EUR: 1.1 }))).toBeCloseTo(1_100_000, 6);
    const palm = {
      asset: 'CPO MAL MYR',
      area: 'commodity' as const,
      amount: 1_000,
      spot: 4_200,
      amountsCurrency: 'MYR',
    };
    expect(toDeskCurrency(palm, usdPer({ MYR: 1 / 4.5 }))).toBeCloseTo((1_000 * 4_200) / 4.5, 6);
    const brent = {
      asset: 'BRENT',
      area: 'commodity' as const,
      amount: 10_000,
      spot: 78.4,
      amountsCurrency: 'USD',
    };
    expect(toDeskCurrency(brent, noRate)).toBeCloseTo(784_000, 6);
  });

  it('answers undefined when the rate it needs is not known', () => {
    const cross = {
      asset: 'EURGBP',
      area: 'currency' as const,
      amount: 1,
      spot: 0.88,
      amountsCurrency: 'GBP',
    };
    expect(toDeskCurrency(cross, noRate)).toBeUndefined();
  });

  it("reads the USD pair's spot from the market, either way round", async () => {
    expect(await deskRateOf(reader, 'MYR', '2026-03-10')).toBeCloseTo(1 / 4.5, 12);
    expect(await deskRateOf(reader, 'EUR', '2026-03-10')).toBeCloseTo(1.1, 12);
    expect(await deskRateOf(reader, 'USD', '2026-03-10')).toBe(1);
    expect(await deskRateOf(reader, 'XYZ', '2026-03-10')).toBeUndefined();
    const convert = deskCurrencyConverter(reader, '2026-03-10');
    const units = { amounts_currency: 'MYR', quantity_unit: 'mt', rate_unit: 'MYR per mt' };
    expect(await convert({ area: 'commodity', asset: 'CPO MAL MYR', units }, 1_000)).toBeCloseTo(
      (1_000 * 4_200) / 4.5,
      6,
    );
    expect(
      await convert({ area: 'currency', asset: 'USDCOP', units: { ...units, amounts_currency: 'COP' } }, 5),
    ).toBe(5);
    expect(await convert({ area: 'commodity', asset: 'UNKNOWN', units }, 1)).toBeNull();
  });
});
