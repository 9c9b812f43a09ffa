/** Pure pricers of resolved trades, and the pricing contract. */
export {
  type AsianMonteCarloOptions,
  asianApproxPrice,
  asianFirstFixing,
  asianMonteCarlo,
  geometricAsianPrice,
  type MonteCarloPrice,
} from './asian.ts';
export { BARRIER_CODE, barrierPrice, barrierPriceDelta } from './barrier.ts';
export { priceBatch } from './batch.ts';
export {
  black76,
  blackPrice,
  blackPriceDelta,
  blackValuation,
  type EuropeanTerms,
  garmanKohlhagen,
} from './black.ts';
export {
  BGK_BETA,
  continuityCorrectedBarrier,
  DAILY_MONITORING_YEARS,
  discreteBarrierPrice,
  discreteDoubleBarrierPrice,
} from './discrete-barrier.ts';
export { doubleBarrierPrice } from './double-barrier.ts';
export { forwardValue } from './forward.ts';
export { impliedVolatility } from './implied-vol.ts';
export {
  type Instrument,
  type InstrumentValuation,
  type ResolvedTrade,
  type StrategyLeg,
  solveStrike,
  valueInstrument,
  valueStrategy,
  valueTrade,
} from './instrument.ts';
export {
  callSpread,
  collar,
  knockOutForward,
  participatingForward,
  putSpread,
  seagull,
} from './strategies.ts';
export { type TouchTerms, touchProbability } from './touch-probability.ts';
export {
  type BarrierType,
  emptyValuation,
  type Market,
  type OptionType,
  type Underlying,
  type Valuation,
} from './types.ts';
