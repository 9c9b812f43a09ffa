import type { OverviewQuote } from '@cobertura/contracts';
import { describe, expect, it } from 'vitest';
import { applyTick } from './applyTick.ts';

const quote = (instrument: string, last: number): OverviewQuote => ({
  instrument,
  short_name: instrument,
  type: 'currency',
  last,
  change: 0.01,
  change_pct: 0.01,
  time: '2026-11-24T15:00:00.000Z',
  simulated: false,
  sparkline: [last - 0.02, last - 0.01, last],
});

describe('a live tick', () => {
  const quotes = [quote('EURUSD', 1.1), quote('GBPUSD', 1.3)];

  it("replaces its instrument's price, change, time and mark, and the sparkline's last point", () => {
    const tick = {
      instrument: 'EURUSD',
      last: 1.105,
      change: 0.015,
      change_pct: 0.0137,
      time: '2026-11-24T15:00:05.000Z',
      simulated: true,
    };
    const [eur, gbp] = applyTick(quotes, tick);
    expect(eur).toMatchObject(tick);
    expect(eur?.sparkline).toEqual([1.08, 1.09, 1.105]);
    expect(gbp).toBe(quotes[1]);
  });

  it('ignores a tick older than the quote and one for an instrument not shown', () => {
    const old = { ...quotes[0]!, last: 2, time: '2026-11-24T14:00:00.000Z' };
    expect(applyTick(quotes, old)).toEqual(quotes);
    expect(applyTick(quotes, { ...old, instrument: 'USDCOP', time: '2026-11-25T00:00:00.000Z' })).toEqual(
      quotes,
    );
  });
});
