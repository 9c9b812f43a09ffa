/** Forwards by covered interest parity, rate conversions, zero curves, valuation inputs per tenor. */
export {
  continuousToSimple,
  discountFactor,
  forwardByCip,
  forwardFromSimpleRates,
  forwardPoints,
  impliedDomesticRate,
  impliedForeignRate,
  rateFromDiscountFactor,
  type SimpleRateBasis,
  simpleToContinuous,
} from './forward.ts';
export {
  type InterpolatedSmile,
  interpolatedSmileVolatility,
  interpolateSmile,
  interpolateValuationInput,
  MIN_SMILE_VOLATILITY,
  prepareValuationTenors,
  type SmilePart,
  smileVolatility,
  type ValuationInput,
  type ValuationTenors,
  valuationInputForDate,
  volatilityFor,
} from './valuation-input.ts';
export { type CurveInterpolation, createZeroCurve, flatZeroCurve, type ZeroCurve } from './zero-curve.ts';
