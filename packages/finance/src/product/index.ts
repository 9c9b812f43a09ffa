/** Pricing cases (zod schemas), their parser, and their resolution into the pricers' trades. */
export { BARRIER_TYPES, KNOCKS, MONITORINGS, OPTION_TYPES, UNDERLYINGS } from './fields.ts';
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
export { type CalendarLookup, calendarOf, resolvePricingCase } from './resolve.ts';
