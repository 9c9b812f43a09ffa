export * from './errors.ts';

// pricing, math, montecarlo
export * from './math/normal.ts';
export * from './math/roots.ts';
export * from './montecarlo/estimate.ts';
export * from './montecarlo/paths.ts';
export * from './montecarlo/rng.ts';
// end pricing, math, montecarlo
