/** Pricing cases the pricing tool's tests send, as the tool's callers write them. */

/** A Garman–Kohlhagen FX call: cheap to price inline. */
export const vanillaCall = {
  id: 'gk',
  kind: 'vanilla',
  underlying: 'fx',
  optionType: 'call',
  spot: 1.56,
  strike: 1.6,
  expiryYears: 0.5,
  rDomestic: 0.06,
  rForeign: 0.08,
  vol: 0.12,
};

/** An arithmetic Asian FX call priced by Monte Carlo: its fixings and paths set how long it runs. */
export const monteCarloAsian = {
  kind: 'asian',
  underlying: 'fx',
  spot: 4000,
  strike: 4000,
  expiryYears: 1,
  rDomestic: 0.1,
  rForeign: 0.05,
  vol: 0.2,
  optionType: 'call',
  averaging: 'arithmetic',
  method: 'montecarlo',
};
