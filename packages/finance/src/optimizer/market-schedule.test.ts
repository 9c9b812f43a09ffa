import { describe, expect, it } from 'vitest';
import {
  interpolateValuationInput,
  smileVolatility,
  type ValuationInput,
} from '../market/valuation-input.ts';
import { valueStrategy } from '../pricing/instrument.ts';
import type { IsoDate } from '../time/date.ts';
import { scheduleOnMarket } from './market-schedule.ts';
import { forwardOf, legsOnDate } from './simulate-strategies.ts';

const TODAY = '2026-11-25' as IsoDate;
const SPOT = 4000;
/** USDCOP tenors at 1, 3, 6 and 12 months with a smile that rises on both sides. */
const tenors: ValuationInput[] = [30, 91, 182, 365].map((days, i) => {
  const t = days / 365;
  const r = 0.09 + 0.002 * i;
  const rf = 0.04;
  return {
    days_to_expiration: days,
    fwd: SPOT * Math.exp((r - rf) * t + 0.001 * i),
    r,
    rf,
    d0: Math.exp(-r * t),
    c0: 0.1 + 0.005 * i,
    c1: -0.02,
    c2: 0.3,
  };
});

describe('scheduleOnMarket', () => {
  const settlements = [
    { date: '2027-01-15' as IsoDate, amount: 1_000_000 },
    { date: '2027-05-17' as IsoDate, amount: 500_000 },
    { date: '2027-11-25' as IsoDate, amount: 250_000 },
  ];
  const schedule = scheduleOnMarket({ spot: SPOT, tenors }, 'fx', TODAY, settlements);

  it('puts each settlement on its interpolated forward, discount factor and at-the-money volatility', () => {
    schedule.forEach((settlement, i) => {
      const days = [51, 173, 365][i]!;
      const input = interpolateValuationInput(tenors, days, SPOT);
      expect(settlement.time).toBeCloseTo(days / 365, 12);
      expect(forwardOf(settlement.market, settlement.time)).toBeCloseTo(input.fwd, 8);
      expect(Math.exp(-settlement.market.rDomestic * settlement.time)).toBeCloseTo(input.d0, 12);
      expect(settlement.market.vol).toBeCloseTo(input.c0, 12);
    });
  });

  it("prices an option leg at its own strike's smile volatility", () => {
    const legs = [
      {
        quantity: 1,
        instrument: { kind: 'vanilla' as const, optionType: 'call' as const, strike: 4400, expiryYears: 1 },
      },
    ];
    const settlement = schedule[1]!;
    const [leg] = legsOnDate(legs, schedule, 1);
    const vol = smileVolatility(settlement.smile!, 4400);
    expect(leg!.market!.vol).toBeCloseTo(vol, 12);
    expect(vol).toBeGreaterThan(settlement.market.vol);
    expect(valueStrategy([leg!], settlement.market).price).toBeCloseTo(
      valueStrategy([{ ...legs[0]!, instrument: { ...legs[0]!.instrument, expiryYears: settlement.time } }], {
        ...settlement.market,
        vol,
      }).price,
      10,
    );
  });

  it("sets a commodity's settlements on the price of the contract that settles each", () => {
    const [first] = scheduleOnMarket(
      { spot: 70, tenors: tenors.map((x) => ({ ...x, fwd: 70 + x.days_to_expiration / 100 })) },
      'future',
      TODAY,
      settlements,
    );
    expect(first!.market.underlying).toBe('future');
    expect(first!.market.spot).toBeCloseTo(
      interpolateValuationInput(
        tenors.map((x) => ({ ...x, fwd: 70 + x.days_to_expiration / 100 })),
        51,
        70,
      ).fwd,
      10,
    );
  });

  it('refuses a settlement that is not after the valuation date', () => {
    expect(() => scheduleOnMarket({ spot: SPOT, tenors }, 'fx', TODAY, [{ date: TODAY, amount: 1 }])).toThrow(
      /not after/,
    );
  });
});
