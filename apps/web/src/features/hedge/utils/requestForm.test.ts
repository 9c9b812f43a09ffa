import { type HedgeRequest, ZHedgeRequestInput } from '@cobertura/contracts';
import { describe, expect, it } from 'vitest';
import { strategyFixture } from '../../../test/optimizerFixtures.ts';
import { formField, formFromRequest, formFromSeed, isFormField, requestInput } from './requestForm.ts';

const FORWARD = strategyFixture(1, 'FORWARD', 0, [['FORWARD', 'LONG']]);
const PARTICIPATING = strategyFixture(
  7,
  'PARTICIPATING FORWARD',
  1,
  [
    ['CALL', 'LONG'],
    ['PUT', 'SHORT'],
  ],
  true,
);

describe('the request form', () => {
  it('reads back what it was seeded with, as the contract takes it', () => {
    const seed = {
      portfolio_id: 10,
      asset: 'USDCOP',
      side: 'seller' as const,
      settlements: [
        { date: '2027-01-29', amount: 1_000_000 },
        { date: '2027-02-26', amount: 250_000.5 },
      ],
      strategy: { pk_idstrategy: 1, strikes: [4100], barriers: [null], percentage: 80, fixings: 21 },
      limit_rate: 4200,
      window: '2 WEEKS' as const,
      origin: 'optimizer' as const,
    };
    const input = ZHedgeRequestInput.parse(requestInput(formFromSeed(seed), FORWARD));
    // A forward's rate is the banks' to quote: its strike is not sent.
    expect(input).toMatchObject({ ...seed, strategy: { ...seed.strategy, strikes: [null] } });
  });

  it('reads numbers typed in either notation, and sends unreadable text for the contract to name', () => {
    const values = {
      ...formFromSeed({ portfolio_id: 10, asset: 'USDCOP' }),
      settlements: [{ date: '2027-01-29', amount: '1.250.000,5' }],
      limit_rate: 'soon',
    };
    const input = requestInput(values, FORWARD) as {
      settlements: { amount: unknown }[];
      limit_rate: unknown;
    };
    expect(input.settlements[0]?.amount).toBe(1_250_000.5);
    expect(input.limit_rate).toBe('soon');
    expect(ZHedgeRequestInput.safeParse(input).success).toBe(false);
  });

  it("gives a pair of equal strikes the first leg's, and a time of validity as an instant", () => {
    const values = {
      ...formFromSeed({
        portfolio_id: 10,
        asset: 'USDCOP',
        settlements: [{ date: '2027-01-29', amount: 1 }],
      }),
      strategy: '7',
      strikes: ['4150', ''],
      validity: 'until' as const,
      valid_until: '2027-01-15T16:30',
    };
    const input = requestInput(values, PARTICIPATING) as {
      strategy: { strikes: unknown[] };
      valid_until: string;
    };
    expect(input.strategy.strikes).toEqual([4150, 4150]);
    expect(Date.parse(input.valid_until)).toBe(new Date('2027-01-15T16:30').getTime());
  });

  it("opens a draft with its terms, its time of validity in the browser's clock", () => {
    const expires = '2027-01-15T21:30:00.000Z';
    const values = formFromRequest({
      portfolio_id: 10,
      asset: 'BRENT',
      side: 'buyer',
      settlements: [{ date: '2027-01-29', amount: 8000 }],
      strategy: { pk_idstrategy: 1, strikes: [null], barriers: [], percentage: 100, fixings: 21 },
      limit_rate: null,
      window: 'MONTH',
      validity: 'until',
      expires_at: expires,
      note: 'Before the board',
      justification: null,
      origin: 'typed',
    } as unknown as HedgeRequest);
    expect(values).toMatchObject({
      portfolio_id: '10',
      asset: 'BRENT',
      window: 'MONTH',
      note: 'Before the board',
    });
    expect(new Date(values.valid_until).getTime()).toBe(Date.parse(expires));
  });

  it("names the server's fields as the form does", () => {
    expect(formField('strategy.strikes.1')).toBe('strikes.1');
    expect(formField('strategy.pk_idstrategy')).toBe('strategy');
    expect(formField('settlements.0.amount')).toBe('settlements.0.amount');
    expect(isFormField('settlements.0.amount')).toBe(true);
    expect(isFormField('company_id')).toBe(false);
  });
});
