import type { OverviewQuote, Quote } from '@cobertura/contracts';

/**
 * The quotes with one live tick applied: its instrument's last price, change, time and simulated
 * mark replaced, and the sparkline's last point moved to the new price. A tick for an instrument not
 * shown, or older than the quote it would replace, changes nothing.
 */
export function applyTick(quotes: readonly OverviewQuote[], tick: Quote): OverviewQuote[] {
  return quotes.map((quote) => {
    if (quote.instrument !== tick.instrument || Date.parse(tick.time) < Date.parse(quote.time)) return quote;
    const sparkline = quote.sparkline.length > 0 ? [...quote.sparkline.slice(0, -1), tick.last] : [tick.last];
    return { ...quote, ...tick, sparkline };
  });
}
