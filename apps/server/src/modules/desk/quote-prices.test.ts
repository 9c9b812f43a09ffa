import { describe, expect, it } from 'vitest';
import { fillShares } from './fill-rows.ts';
import { bestPriceIndex, isBetterForClient, marginBps, simulatedPrice, withinLimit } from './quote-prices.ts';

/** Floating arithmetic only. */
const TOLERANCE = 1e-9;
/** A USDCOP-like forward and a structure's fair premium per unit with its notional valued today. */
const FORWARD = { value: 4_180.25, notionalToday: 4_150 };
const PREMIUM = { value: 35.5, notionalToday: 4_150 };

describe('simulated prices and margins', () => {
  it('moves a rate by the spread against the client: up for a buyer, down for a seller', () => {
    const buyer = simulatedPrice('rate', 'buyer', FORWARD, 12);
    const seller = simulatedPrice('rate', 'seller', FORWARD, 12);
    expect(buyer).toBeGreaterThan(FORWARD.value);
    expect(seller).toBeLessThan(FORWARD.value);
    expect(buyer - FORWARD.value).toBeCloseTo(FORWARD.value - seller, 9);
    expect(buyer / FORWARD.value - 1).toBeCloseTo(12 / 1e4, 12);
  });

  it("gives back the bank's spread as its margin, on either side and either basis", () => {
    for (const spread of [0, 5, 12, 18, 22, 150])
      for (const side of ['buyer', 'seller'] as const)
        for (const [basis, fair] of [
          ['rate', FORWARD],
          ['premium', PREMIUM],
        ] as const) {
          const price = simulatedPrice(basis, side, fair, spread);
          expect(Math.abs(marginBps(basis, side, price, fair) - spread)).toBeLessThan(TOLERANCE);
        }
  });

  it('adds a premium spread as a cost of the notional valued today, whatever the side', () => {
    const price = simulatedPrice('premium', 'seller', PREMIUM, 20);
    expect(price - PREMIUM.value).toBeCloseTo((20 / 1e4) * PREMIUM.notionalToday, 9);
    // Quoted below fair value, the bank gives something away: the margin is negative.
    expect(marginBps('premium', 'buyer', PREMIUM.value - 1, PREMIUM)).toBeLessThan(0);
    expect(marginBps('rate', 'seller', FORWARD.value + 1, FORWARD)).toBeLessThan(0);
  });

  it('reads the best price for the client and the limit rate by side and basis', () => {
    expect(isBetterForClient('rate', 'buyer', 4100, 4200)).toBe(true);
    expect(isBetterForClient('rate', 'seller', 4100, 4200)).toBe(false);
    expect(isBetterForClient('premium', 'seller', 30, 40)).toBe(true);
    expect(bestPriceIndex('rate', 'buyer', [4200, 4100, 4150])).toBe(1);
    expect(bestPriceIndex('rate', 'seller', [4200, 4100, 4250])).toBe(2);
    expect(bestPriceIndex('premium', 'buyer', [])).toBeUndefined();
    expect(withinLimit('rate', 'buyer', 4200, 4200)).toBe(true);
    expect(withinLimit('rate', 'buyer', 4201, 4200)).toBe(false);
    expect(withinLimit('rate', 'seller', 4199, 4200)).toBe(false);
    expect(withinLimit('premium', 'seller', 41, 40)).toBe(false);
    expect(withinLimit('rate', 'seller', 1, null)).toBe(true);
  });
});

describe('a fill shared over the value dates', () => {
  it('gives each date its pro-rata share in cents, adding up to the fill exactly', () => {
    const settlements = [
      { date: '2026-04-10', amount: 1_000_000 },
      { date: '2026-05-11', amount: 1_000_000 },
      { date: '2026-06-10', amount: 1_000_000 },
    ];
    const shares = fillShares(settlements, 3_000_000, 1_000_000);
    expect(shares.map((s) => s.date)).toEqual(settlements.map((s) => s.date));
    expect(shares.reduce((sum, s) => sum + s.amount, 0)).toBeCloseTo(1_000_000, 9);
    expect(shares.every((s) => Math.abs(s.amount * 100 - Math.round(s.amount * 100)) < 1e-6)).toBe(true);
    expect(
      Math.max(...shares.map((s) => s.amount)) - Math.min(...shares.map((s) => s.amount)),
    ).toBeLessThanOrEqual(0.011);
    expect(fillShares([{ date: '2026-04-10', amount: 500 }], 500, 500)).toEqual([
      { date: '2026-04-10', amount: 500 },
    ]);
  });
});
