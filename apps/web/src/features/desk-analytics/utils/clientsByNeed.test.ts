import type { DeskAnalyticsRow } from '@cobertura/contracts';
import { describe, expect, it } from 'vitest';
import { clientsByNeed, requiredShare } from './clientsByNeed.ts';

const row = (over: Partial<DeskAnalyticsRow>): DeskAnalyticsRow => ({
  company_id: 1,
  company_name: 'Demo Company A',
  portfolio_id: 10,
  portfolio_name: 'Imports Colombia',
  asset: 'USDCOP',
  amounts_currency: 'COP',
  quantity_unit: 'USD',
  rate_unit: 'COP per USD',
  exposure: -1_000_000,
  hedge: -300_000,
  coverage: 0.3,
  program_coverage: 0.5,
  required_in_window: 0,
  m2m: 0,
  var: null,
  simulated: false,
  ...over,
});

describe('the clients in the order the desk calls them', () => {
  it('measures what is required as a share of the exposure, whatever its unit', () => {
    expect(requiredShare(row({ required_in_window: 200_000 }))).toBeCloseTo(0.2, 12);
    expect(requiredShare(row({ required_in_window: 0 }))).toBe(0);
    expect(requiredShare(row({ exposure: 0, required_in_window: 5 }))).toBe(1);
  });

  it('puts the client with the largest share required first, then the rest by name', () => {
    const clients = clientsByNeed([
      row({ company_id: 1, company_name: 'Demo Company A', required_in_window: 100_000 }),
      row({ company_id: 3, company_name: 'Andes Mining', required_in_window: 0 }),
      row({
        company_id: 2,
        company_name: 'Demo Company B',
        asset: 'CPO MAL MYR',
        quantity_unit: 'mt',
        exposure: 24_000,
        required_in_window: 6_000,
      }),
      row({ company_id: 4, company_name: 'Zeta Foods', required_in_window: 0 }),
    ]);
    expect(clients.map((c) => c.companyName)).toEqual([
      'Demo Company B',
      'Demo Company A',
      'Andes Mining',
      'Zeta Foods',
    ]);
    expect(clients.map((c) => c.needsCall)).toEqual([true, true, false, false]);
  });

  it('orders a client’s books by need, then by portfolio and asset', () => {
    const [client] = clientsByNeed([
      row({ portfolio_name: 'Imports Mexico', asset: 'USDMXN' }),
      row({ asset: 'EURUSD', required_in_window: 10_000 }),
      row({ asset: 'USDCOP', required_in_window: 300_000 }),
      row({ portfolio_name: 'Fuel purchases', asset: 'WTI' }),
    ]);
    expect(client!.rows.map((r) => r.asset)).toEqual(['USDCOP', 'EURUSD', 'WTI', 'USDMXN']);
  });
});
