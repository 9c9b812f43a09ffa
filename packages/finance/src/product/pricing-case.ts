/**
 * The pricing contract's case and result (`priceBatch`, `npm run price`, POST /api/tools/price), as
 * zod schemas: the one definition of every field, its type, range and message.
 *
 * A case is a trade's terms plus the market for one underlying, in one of two forms:
 * - resolved: `expiryYears` (and `fixingStartYears` for an Asian) given as year fractions;
 * - dated: `valuationDate` and `expiryDate` (and `fixingStartDate`), `YYYY-MM-DD`, turned into year
 *   fractions by `resolvePricingCase` (ACT/365F; an expiry on a holiday of `calendar`, when given,
 *   moves to the next business day).
 *
 * Fields: kind (forward = OTC, discounted | future = exchange, F − K | vanilla | barrier |
 * double_barrier | asian | strategy); underlying fx (spot = FX spot) or future (forward = the price
 * quoted for the delivery date); rDomestic (discounting; not needed by a future), rForeign (fx);
 * vol (options); the kind's terms (see `fields.ts`); legs: 1 to 4 cases with a quantity, which
 * inherit the strategy's market and timing fields unless they set their own; notional (optional, > 0,
 * a case's and never a leg's): the units the case is for, whose totals the result adds; currency
 * (optional, a case's): the ISO code of the domestic currency, which the result names (else the
 * quote currency of a pair `calendar`). Null means absent.
 * Plain objects only, no preprocessing: zod compiles their parser, which a batch of 100,000 cases
 * needs.
 */
import { z } from 'zod';
import { FINANCE_ERROR_CODES } from '../errors.ts';
import {
  currencyField,
  expiryYearsField,
  isOption,
  isoDateField,
  notionalField,
  priceField,
  rateField,
  SINGLE_KINDS,
  type SingleKind,
  TERMS,
  UNDERLYINGS,
  volField,
} from './fields.ts';

const MARKET_FIELDS = {
  underlying: z.enum(UNDERLYINGS),
  spot: priceField.nullish(),
  forward: priceField.nullish(),
  rDomestic: rateField.nullish(),
  rForeign: rateField.nullish(),
  vol: volField.nullish(),
};

const TIMING_FIELDS = {
  expiryYears: expiryYearsField.nullish(),
  valuationDate: isoDateField.nullish(),
  expiryDate: isoDateField.nullish(),
  /** A currency pair ('USDCOP') or a currency ('USD') whose calendar adjusts a dated expiry. */
  calendar: z.string().nullish(),
};

/** The fields a strategy's legs inherit from it. */
const INHERITED = [...Object.keys(MARKET_FIELDS), ...Object.keys(TIMING_FIELDS)];

const ASIAN_START = {
  /** First fixing interval's start t0 in years from the valuation date, in [0, expiryYears); default 0. */
  fixingStartYears: z.number().min(0, 'must be ≥ 0').nullish(),
  /** The same as a date in [valuationDate, expiryDate) (dated form only). */
  fixingStartDate: isoDateField.nullish(),
};

function singleCase<K extends SingleKind, X extends z.ZodRawShape>(kind: K, extra: X) {
  return z.object({
    id: z.unknown().nullish(),
    kind: z.literal(kind),
    ...MARKET_FIELDS,
    ...TIMING_FIELDS,
    ...TERMS[kind],
    ...(kind === 'asian' ? ASIAN_START : {}),
    ...extra,
  });
}

/**
 * A case's own: the units of the underlying it is for (its result adds the figures for them), and
 * the currency its amounts are in (the domestic currency: the pair's quote, the future's currency).
 */
const CASE_EXTRA = { notional: notionalField.nullish(), currency: currencyField.nullish() };

/**
 * A leg may leave its underlying to the strategy, like every market and timing field; its size is
 * its quantity (the strategy's notional scales every leg), so a leg's own notional is refused rather
 * than ignored.
 */
const LEG_EXTRA = {
  quantity: z.number(),
  underlying: z.enum(UNDERLYINGS).nullish(),
  notional: z
    .never({ error: "is the strategy's: a leg's size is its quantity (× the strategy's notional)" })
    .nullish(),
};

function singleCases<X extends z.ZodRawShape>(extra: X) {
  return [
    singleCase('forward', extra),
    singleCase('future', extra),
    singleCase('vanilla', extra),
    singleCase('barrier', extra),
    singleCase('double_barrier', extra),
    singleCase('asian', extra),
  ] as const;
}

const LegSchema = z.discriminatedUnion('kind', singleCases(LEG_EXTRA));

const StrategyCase = z.object({
  id: z.unknown().nullish(),
  kind: z.literal('strategy'),
  ...MARKET_FIELDS,
  ...TIMING_FIELDS,
  underlying: z.enum(UNDERLYINGS).nullish(),
  ...CASE_EXTRA,
  legs: z.array(LegSchema).min(1, 'must hold 1 to 4 legs').max(4, 'must hold 1 to 4 legs'),
});

type Ctx = z.core.$RefinementCtx;
type Path = (string | number)[];

/** The path of a single case's own fields (shared: paths are only ever copied). */
const CASE_ROOT: Path = [];

function missing(ctx: Ctx, path: Path): void {
  ctx.addIssue({ code: 'custom', path, message: 'is missing', params: { isMissing: true } });
}

/** The rules across fields of one priced case (a single case or a leg). */
function checkSingle(c: Record<string, unknown>, ctx: Ctx, at: Path): void {
  const kind = c.kind as SingleKind;
  if (kind === 'future' && c.underlying !== 'future') {
    ctx.addIssue({
      code: 'custom',
      path: [...at, 'underlying'],
      message: 'must be future for an exchange future (valued on its futures price)',
      input: c.underlying,
      params: { rule: 'futureUnderlying' },
    });
  }
  if (c.underlying == null) missing(ctx, [...at, 'underlying']);
  if (c.underlying === 'fx' && c.spot == null) missing(ctx, [...at, 'spot']);
  if (c.underlying === 'future' && c.forward == null) missing(ctx, [...at, 'forward']);
  if (kind !== 'future' && c.rDomestic == null) missing(ctx, [...at, 'rDomestic']);
  if (kind !== 'future' && c.underlying === 'fx' && c.rForeign == null) {
    missing(ctx, [...at, 'rForeign']);
  }
  if (isOption(kind) && c.vol == null) missing(ctx, [...at, 'vol']);
  const isDated = c.valuationDate != null || c.expiryDate != null;
  if (kind !== 'future' && c.expiryYears == null && !isDated) {
    ctx.addIssue({
      code: 'custom',
      path: [...at, 'expiryYears'],
      message: 'is missing: give expiryYears, or valuationDate and expiryDate',
      params: { rule: 'expiryMissing' },
    });
  }
  if (c.expiryYears != null && isDated) {
    ctx.addIssue({
      code: 'custom',
      path: [...at, 'expiryYears'],
      message: 'cannot come with valuationDate or expiryDate: give one form',
      params: { rule: 'expiryTwice' },
    });
  }
  if (c.fixingStartYears != null && c.fixingStartDate != null) {
    ctx.addIssue({
      code: 'custom',
      path: [...at, 'fixingStartYears'],
      message: 'cannot come with fixingStartDate: give one',
      params: { rule: 'fixingStartTwice' },
    });
  }
  if (c.expiryYears == null && isDated) {
    if (c.valuationDate == null) missing(ctx, [...at, 'valuationDate']);
    if (c.expiryDate == null) missing(ctx, [...at, 'expiryDate']);
  }
  if (kind === 'double_barrier' && !((c.lowerBarrier as number) < (c.upperBarrier as number))) {
    ctx.addIssue({
      code: 'custom',
      path: [...at, 'lowerBarrier'],
      message: `must be below upperBarrier (${c.upperBarrier})`,
      input: c.lowerBarrier,
      params: { rule: 'belowUpperBarrier' },
    });
  }
  const t = c.expiryYears as number | null | undefined;
  const t0 = c.fixingStartYears as number | null | undefined;
  if (kind === 'asian' && t0 != null && t != null && t > 0 && t0 >= t) {
    ctx.addIssue({
      code: 'custom',
      path: [...at, 'fixingStartYears'],
      message: 'must be in [0, expiryYears)',
      input: t0,
      params: { rule: 'fixingStartRange' },
    });
  }
}

/**
 * A leg with the strategy's market and timing fields where it sets none of its own (null or absent).
 * Legs are checked and resolved with them.
 */
export function withInherited<L extends Record<string, unknown>>(
  strategy: Record<string, unknown>,
  leg: L,
): L {
  const out: Record<string, unknown> = { ...leg };
  for (const field of INHERITED)
    if (out[field] == null && strategy[field] != null) out[field] = strategy[field];
  return out as L;
}

/** One case of the pricing contract (see the module comment). */
export const PricingCaseSchema = z
  .discriminatedUnion('kind', [...singleCases(CASE_EXTRA), StrategyCase])
  .superRefine((c, ctx) => {
    if (c.kind !== 'strategy') return checkSingle(c, ctx, CASE_ROOT);
    const legs = c.legs.map((leg) => withInherited(c, leg));
    const [first] = legs;
    legs.forEach((leg, i) => {
      checkSingle(leg, ctx, ['legs', i]);
      if (
        first &&
        (leg.underlying !== first.underlying || (leg.spot ?? leg.forward) !== (first.spot ?? first.forward))
      ) {
        ctx.addIssue({
          code: 'custom',
          path: ['legs', i],
          message: 'must share the underlying and its price with the other legs',
          params: { rule: 'sameUnderlying' },
        });
      }
    });
  });

/** A validated pricing case. */
export type PricingCase = z.output<typeof PricingCaseSchema>;
/** A validated strategy leg. */
export type PricingLeg = z.output<typeof LegSchema>;

/** A case's price and Greeks (see `Valuation` for the Greeks' units). */
const FIGURES = {
  price: z.number().describe('In domestic currency.'),
  delta: z.number().describe('With respect to the spot (fx) or the futures price.'),
  gamma: z.number(),
  vega: z.number().describe('Per 1.00 of volatility.'),
  theta: z.number().describe('Per year of calendar time.'),
  stdError: z.number().optional().describe('The Monte Carlo standard error of the price, when simulated.'),
};

/**
 * A priced case: its figures per one unit of notional in domestic currency and, when the case gives
 * a notional, the same figures for it (each × notional).
 */
export const PriceSuccessSchema = z.object({
  id: z.unknown().describe("The case's id, as given (null when absent)."),
  ...FIGURES,
  price: z.number().describe('Per one unit of notional, in domestic currency.'),
  currency: z
    .string()
    .nullable()
    .describe(
      "The domestic currency every amount is in: the case's currency, else the quote currency of a pair calendar (USDCOP: COP); null when the case names neither.",
    ),
  notional: z.number().optional().describe("The case's notional, when it gives one."),
  total: z
    .object(FIGURES)
    .optional()
    .describe('The figures for the notional, each per-unit figure × notional (present with a notional).'),
});

/** A case that could not be priced. */
export const PriceFailureSchema = z.object({
  id: z.unknown().describe("The case's id, as given (null when absent)."),
  error: z.object({ code: z.enum(FINANCE_ERROR_CODES), message: z.string() }),
});

/** One result of the pricing contract. */
export const PriceResultSchema = z.union([PriceSuccessSchema, PriceFailureSchema]);

export type PriceSuccess = z.output<typeof PriceSuccessSchema>;
export type PriceFailure = z.output<typeof PriceFailureSchema>;
export type PriceResult = z.output<typeof PriceResultSchema>;

/** The kinds of a pricing case. */
export const PRICING_KINDS = [...SINGLE_KINDS, 'strategy'] as const;
