/** Trade definitions and pricing cases (zod schemas), their parser, and resolve. */
export { BARRIER_TYPES, OPTION_TYPES, UNDERLYINGS } from './fields.ts';
export { type ParsedRow, parseRow, parseRows, type RowIssue } from './parse-rows.ts';
export {
  PRICING_KINDS,
  type PriceFailure,
  PriceFailureSchema,
  type PriceResult,
  PriceResultSchema,
  type PriceSuccess,
  PriceSuccessSchema,
  type PricingCase,
  PricingCaseSchema,
  type PricingLeg,
} from './pricing-case.ts';
export {
  type CalendarLookup,
  calendarOf,
  type ResolvedDefinition,
  resolve,
  resolvePricingCase,
} from './resolve.ts';
export {
  parseTrades,
  TRADE_KINDS,
  type Trade,
  type TradeKind,
  TradeSchema,
  type TradeUnderlying,
  TradeUnderlyingSchema,
} from './trade.ts';
