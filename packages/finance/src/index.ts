export * from './errors.ts';

// pricing, math, montecarlo
export * from './math/cholesky.ts';
export * from './math/normal.ts';
export * from './math/roots.ts';
export * from './montecarlo/correlated.ts';
export * from './montecarlo/estimate.ts';
export * from './montecarlo/paths.ts';
export * from './montecarlo/rng.ts';
export * from './pricing/asian.ts';
export * from './pricing/barrier.ts';
export * from './pricing/batch.ts';
export * from './pricing/black.ts';
export * from './pricing/double-barrier.ts';
export * from './pricing/forward.ts';
export * from './pricing/greeks.ts';
export * from './pricing/implied-vol.ts';
export * from './pricing/instrument.ts';
export * from './pricing/strategies.ts';
export * from './pricing/types.ts';
export * from './product/parse-rows.ts';
export * from './product/pricing-case.ts';
export * from './product/resolve.ts';
export * from './product/trade.ts';
// end pricing, math, montecarlo

// time, market, risk, hedging, indicators, units
export * from './hedging/rules.ts';
export * from './hedging/side.ts';
export * from './indicators/ewma-volatility.ts';
export * from './indicators/heikin-ashi.ts';
export * from './indicators/levels.ts';
export * from './indicators/moving-averages.ts';
export * from './indicators/oscillators.ts';
export * from './market/forward.ts';
export * from './market/valuation-input.ts';
export * from './market/zero-curve.ts';
export * from './risk/profiles.ts';
export * from './risk/risk-profile.ts';
export * from './risk/scenarios.ts';
export * from './risk/value-at-risk.ts';
export * from './time/buckets.ts';
export * from './time/calendar.ts';
export * from './time/country-calendars.ts';
export * from './time/country-codes.ts';
export * from './time/date.ts';
export * from './time/day-count.ts';
export * from './time/market-clock.ts';
export * from './time/schedule.ts';
export * from './time/trading-days.ts';
export * from './units/conversions.ts';
// end time, market, risk, hedging, indicators, units
