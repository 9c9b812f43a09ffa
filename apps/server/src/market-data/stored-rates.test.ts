import { describe, expect, it } from 'vitest';
import { spotsReader } from '../test/spots-reader.ts';
import { currencyRate, storedSpot } from './stored-rates.ts';

/** Closes of a made-up day, all against the dollar, and one cross. */
const SPOTS: Record<string, number> = { USDCOP: 4_000, USDMYR: 4.5, EURUSD: 1.1, EURGBP: 0.85 };

/** A market reader answering SPOTS (and nothing else). */
const reader = spotsReader(SPOTS);
const DAY = '2026-03-10';

describe('currencyRate: units of one currency per unit of another at the stored closes', () => {
  it('is 1 for the same currency', async () => {
    expect(await currencyRate(reader, 'COP', 'COP', DAY)).toBe(1);
  });

  it('reads the pair that joins them either way round', async () => {
    expect(await currencyRate(reader, 'USD', 'COP', DAY)).toBe(4_000);
    expect(await currencyRate(reader, 'COP', 'USD', DAY)).toBeCloseTo(1 / 4_000, 15);
    expect(await currencyRate(reader, 'EUR', 'GBP', DAY)).toBe(0.85);
    expect(await currencyRate(reader, 'GBP', 'EUR', DAY)).toBeCloseTo(1 / 0.85, 12);
  });

  it('crosses through the dollar when no pair joins them', async () => {
    // COP → USD → MYR: 4.5 / 4,000 ringgit per peso; EUR → USD → COP: 1.1 × 4,000.
    expect(await currencyRate(reader, 'COP', 'MYR', DAY)).toBeCloseTo(4.5 / 4_000, 15);
    expect(await currencyRate(reader, 'EUR', 'COP', DAY)).toBeCloseTo(4_400, 9);
  });

  it('is undefined when a close it needs is not stored', async () => {
    expect(await currencyRate(reader, 'JPY', 'USD', DAY)).toBeUndefined();
    expect(await currencyRate(reader, 'COP', 'JPY', DAY)).toBeUndefined();
  });
});

describe('storedSpot', () => {
  it("is the asset's close on the day, undefined without one", async () => {
    expect(await storedSpot(reader, 'currency', 'USDMYR', DAY)).toBe(4.5);
    expect(await storedSpot(reader, 'commodity', 'BRENT', DAY)).toBeUndefined();
  });
});
