import type { Quote } from '@cobertura/contracts';

/** The quote of a new last price: its change from the previous day's close (none when there is no such day). */
export function quoteOf(
  instrument: string,
  last: number,
  previousClose: number | undefined,
  time: Date,
  simulated: boolean,
): Quote {
  const change = previousClose === undefined ? 0 : last - previousClose;
  return {
    instrument,
    last,
    change,
    change_pct: previousClose ? change / previousClose : 0,
    time: time.toISOString(),
    simulated,
  };
}
