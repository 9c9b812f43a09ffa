/** Seeded generator → paths → estimate. */
export { type LognormalFactor, simulateCorrelatedTerminal } from './correlated.ts';
export {
  type ControlVariateEstimate,
  type Estimate,
  estimateMean,
  estimateWithControl,
  pairAverages,
  percentileOfSorted,
  percentiles,
} from './estimate.ts';
export {
  type GbmPathSpec,
  type GbmPaths,
  gbmStepFactors,
  simulateGbmPaths,
  simulateGbmTerminal,
  uniformTimes,
} from './paths.ts';
export { createRng, type Rng } from './rng.ts';
