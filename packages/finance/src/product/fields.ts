/**
 * The fields of pricing cases and their legs, as zod schemas: one definition of each field's type,
 * range and message. Messages follow the field's name ("strike must be > 0").
 */
import { z } from 'zod';
import { isIsoDate } from '../time/date.ts';

/**
 * Upper bounds that catch a percent typed where a fraction is expected, and runaway inputs. A
 * volatility up to 5 (500 %): the range every pricer is held finite and within its no-arbitrage
 * bounds on.
 */
export const LIMITS = {
  expiryYears: 100,
  vol: 5,
  rate: 10,
  fixings: 10_000,
  paths: 1_000_000,
  notional: 1e12,
} as const;

export const OPTION_TYPES = ['call', 'put'] as const;
export const UNDERLYINGS = ['fx', 'future'] as const;
export const BARRIER_TYPES = ['downOut', 'downIn', 'upOut', 'upIn'] as const;
export const ASIAN_METHODS = ['approximation', 'montecarlo'] as const;
/** How a barrier is watched: continuously (the default), or once a day (the continuity correction). */
export const MONITORINGS = ['continuous', 'daily'] as const;
export const KNOCKS = ['out', 'in'] as const;

export const isoDateField = z
  .string()
  .refine(isIsoDate, { message: 'must be a YYYY-MM-DD date', params: { rule: 'date' } });
export const priceField = z.number().positive('must be > 0');
/** A currency's ISO 4217 code: the currency a case's every amount is in. */
export const currencyField = z.string().refine((code) => /^[A-Z]{3}$/.test(code), {
  message: 'must be a three-letter currency code (COP)',
  params: { rule: 'currency' },
});
export const rateField = z.number().refine((v) => Math.abs(v) <= LIMITS.rate, {
  message: 'must be a fraction (0.05 = 5%)',
  params: { rule: 'rateFraction' },
});
export const volField = z
  .number()
  .min(0, 'must be ≥ 0{got} (a negative volatility)')
  .max(LIMITS.vol, `must be a fraction (0.2 = 20%) ≤ ${LIMITS.vol}`);
/** A case's size in units of the underlying; a sold position is a strategy leg of negative quantity. */
export const notionalField = z
  .number()
  .positive('must be > 0 (a sold position is a strategy leg with a negative quantity)')
  .max(LIMITS.notional, `must be ≤ ${LIMITS.notional.toExponential()}`);
export const expiryYearsField = z
  .number()
  .min(0, `must be in [0, ${LIMITS.expiryYears}]`)
  .max(LIMITS.expiryYears, `must be in [0, ${LIMITS.expiryYears}]`);

const optionType = z.enum(OPTION_TYPES);

/** The terms of each instrument kind, apart from its dates or times. */
export const TERMS = {
  /** OTC forward (FX or commodity; NDF too): settled at delivery, so discounted. */
  forward: { strike: priceField },
  /** Exchange future: margined daily, F − K. */
  future: { strike: priceField },
  vanilla: { optionType, strike: priceField },
  barrier: {
    optionType,
    strike: priceField,
    barrierType: z.enum(BARRIER_TYPES),
    barrier: priceField,
    /** Cash rebate per unit of notional (knock-out: paid at hit; knock-in: at expiry), default 0. */
    rebate: z.number().min(0, 'must be ≥ 0').nullish(),
    monitoring: z.enum(MONITORINGS).nullish(),
  },
  double_barrier: {
    optionType,
    strike: priceField,
    lowerBarrier: priceField,
    upperBarrier: priceField,
    rebate: z.literal(0, 'must be absent or 0: double barriers are without rebate').nullish(),
    /** Knock-out (the default) or knock-in. */
    knock: z.enum(KNOCKS).nullish(),
    monitoring: z.enum(MONITORINGS).nullish(),
  },
  asian: {
    optionType,
    strike: priceField,
    averaging: z.literal('arithmetic', 'must be arithmetic').nullish(),
    fixings: z
      .number()
      .int(`must be an integer in [1, ${LIMITS.fixings}]`)
      .min(1, `must be an integer in [1, ${LIMITS.fixings}]`)
      .max(LIMITS.fixings, `must be an integer in [1, ${LIMITS.fixings}]`),
    method: z.enum(ASIAN_METHODS).nullish(),
    /** Monte Carlo paths, even. */
    paths: z
      .number()
      .int(`must be an even integer in [2, ${LIMITS.paths}]`)
      .min(2, `must be an even integer in [2, ${LIMITS.paths}]`)
      .max(LIMITS.paths, `must be an even integer in [2, ${LIMITS.paths}]`)
      .refine((n) => n % 2 === 0, {
        message: `must be an even integer in [2, ${LIMITS.paths}]`,
        params: { rule: 'evenPaths' },
      })
      .nullish(),
    seed: z.number().nullish(),
  },
} as const;

/** The kinds that have one set of terms (a strategy is made of them). */
export type SingleKind = keyof typeof TERMS;
export const SINGLE_KINDS = Object.keys(TERMS) as SingleKind[];

/** The kinds that need a volatility. */
export function isOption(kind: string): boolean {
  return kind !== 'forward' && kind !== 'future';
}

/** A plain JSON object. */
export function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
