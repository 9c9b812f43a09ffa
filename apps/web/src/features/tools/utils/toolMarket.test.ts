import { forwardByCip, forwardFromSimpleRates } from '@cobertura/finance/market';
import { describe, expect, it } from 'vitest';
import { flatToolMarket } from '../../../test/toolMarketFixtures.ts';
import type { ForwardForm } from './forwardCalc.ts';
import { deliveryDays, forwardMarketFields } from './forwardMarket.ts';
import { defaultPricerForm } from './pricerForm.ts';
import { expiryDays, pricerMarketFields } from './pricerMarket.ts';
import { followMarket, marketAt } from './toolMarket.ts';

const EURUSD = flatToolMarket('EURUSD', { spot: 1.0412, r: 0.043, rf: 0.025, vol: 0.081 });
const USDCOP = flatToolMarket('USDCOP', { spot: 3433.25, r: 0.092, rf: 0.043, vol: 0.135 });

describe("the calculators' market", () => {
  it('reads the stored market at any expiry, from the spot to the first tenor and between the others', () => {
    const at = marketAt(USDCOP, 200);
    expect(at.spot).toBe(3433.25);
    expect(at.forward).toBeCloseTo(forwardByCip(3433.25, 0.092, 0.043, 200 / 365), 6);
    expect([at.rDomestic, at.rForeign, at.vol]).toEqual(
      [0.092, 0.043, 0.135].map((x) => expect.closeTo(x, 12)),
    );
    expect(marketAt(USDCOP, 3).forward).toBeCloseTo(forwardByCip(3433.25, 0.092, 0.043, 3 / 365), 6);
  });

  it("opens the pricer on the pair's spot, rates, volatility, and a strike at the expiry's forward", () => {
    const form = defaultPricerForm('2026-11-25');
    expect(expiryDays(form)).toBe(183);
    expect(pricerMarketFields(EURUSD, form)).toEqual({
      spot: '1.0412',
      rDomestic: '4.3',
      rForeign: '2.5',
      vol: '8.1',
      // To EURUSD's four decimals: F = 1.0412·e^{0.018·183/365}; barriers 7 % and 10 % from the spot.
      strike: '1.0506',
      barrier: '0.9683',
      lowerBarrier: '0.9371',
      upperBarrier: '1.1453',
    });
    const dated = { ...form, expiryMode: 'date' as const, expiryDate: '2027-11-25' };
    expect(expiryDays(dated)).toBe(365);
    // A year of USDCOP: 3,433.25·e^{0.049}, to the peso's hundredth; an up barrier 7 % above the spot.
    expect(pricerMarketFields(USDCOP, { ...dated, barrierType: 'upOut' })).toMatchObject({
      strike: '3605.67',
      barrier: '3673.58',
    });
    // A future's price is not the pair's.
    expect(pricerMarketFields(EURUSD, { ...form, underlying: 'future' })).toEqual({});
  });

  it('gives the forward calculator rates that give the stored forward, continuous or money-market', () => {
    const form: ForwardForm = {
      spot: '',
      rDomestic: '',
      rForeign: '',
      compounding: 'continuous',
      domesticBasis: '360',
      foreignBasis: '365',
      valuationDate: '2026-11-25',
      deliveryMode: 'tenor',
      deliveryDate: '',
      tenor: '6M',
    };
    expect(deliveryDays(form)).toBe(181);
    expect(forwardMarketFields(USDCOP, form)).toEqual({ spot: '3433.25', rDomestic: '9.2', rForeign: '4.3' });
    const simple = forwardMarketFields(USDCOP, { ...form, compounding: 'simple' });
    const forward = forwardFromSimpleRates(
      3433.25,
      Number(simple.rDomestic) / 100,
      Number(simple.rForeign) / 100,
      181,
      {
        domesticBasis: 360,
        foreignBasis: 365,
      },
    );
    expect(forward).toBeCloseTo(marketAt(USDCOP, 181).forward, 2);
    expect(deliveryDays({ ...form, deliveryMode: 'date', deliveryDate: 'soon' })).toBe(91);
  });

  it('lets a field follow the market only while it shows what the market put there', () => {
    const next = { spot: '3440', vol: '13.6' };
    // Nothing filled yet: empty fields take the market.
    expect(followMarket({ spot: '', vol: '' }, {}, next)).toEqual(next);
    // A spot typed over stays; the volatility, still the market's, follows it.
    expect(followMarket({ spot: '3500', vol: '13.5' }, { spot: '3433.25', vol: '13.5' }, next)).toEqual({
      vol: '13.6',
    });
    expect(followMarket({ spot: '3440', vol: '13.6' }, next, next)).toEqual({});
  });
});
