/**
 * Trade definitions as a treasury records them: dated, on a currency pair or a commodity contract,
 * with a notional; strategies as 1 to 4 legs with quantities sharing the trade's dates. Resolve one
 * with `resolve` before pricing it.
 */
import { z } from 'zod';
import { isoDateField, priceField, type SingleKind, TERMS } from './fields.ts';
import { type ParsedRow, parseRows } from './parse-rows.ts';

/** The trade kinds: an OTC forward (NDF too), an exchange future, options, and strategies of them. */
export const TRADE_KINDS = [
  'forward',
  'future',
  'vanilla',
  'barrier',
  'double_barrier',
  'asian',
  'strategy',
] as const;
export type TradeKind = (typeof TRADE_KINDS)[number];

/** A currency pair (domestic per foreign: USDCOP is COP per USD) or a commodity contract priced in a currency. */
export const TradeUnderlyingSchema = z.union([
  z.object({ pair: z.string().regex(/^[A-Z]{6}$/, 'must be a currency pair such as USDCOP') }),
  z.object({
    commodity: z.string().min(1, 'must name the contract'),
    currency: z.string().regex(/^[A-Z]{3}$/, 'must be a currency code such as USD'),
  }),
]);
export type TradeUnderlying = z.output<typeof TradeUnderlyingSchema>;

const DATES = {
  id: z.unknown().nullish(),
  underlying: TradeUnderlyingSchema,
  /** Units of the foreign currency or of the commodity, > 0. */
  notional: priceField,
  tradeDate: isoDateField,
  /** The fixing or expiry date (an option's expiry, a forward's or NDF's fixing). */
  expiryDate: isoDateField,
  /** The value or delivery date (settlement); the expiry date when absent. */
  deliveryDate: isoDateField.nullish(),
};

const EXTRA: { readonly [K in SingleKind]?: z.ZodRawShape } = {
  /** A non-deliverable forward settles the difference in the domestic currency at the fixing rate. */
  forward: { isNonDeliverable: z.boolean().nullish() },
  /** The first fixing interval's start; the trade date when absent. */
  asian: { fixingStartDate: isoDateField.nullish() },
};

function leg<K extends SingleKind>(kind: K) {
  return z.object({ kind: z.literal(kind), quantity: z.number(), ...TERMS[kind], ...(EXTRA[kind] ?? {}) });
}

function single<K extends SingleKind>(kind: K) {
  return z.object({ kind: z.literal(kind), ...DATES, ...TERMS[kind], ...(EXTRA[kind] ?? {}) });
}

const TradeLegSchema = z.discriminatedUnion('kind', [
  leg('forward'),
  leg('future'),
  leg('vanilla'),
  leg('barrier'),
  leg('double_barrier'),
  leg('asian'),
]);

/** One trade definition; null means absent. */
export const TradeSchema = z
  .discriminatedUnion('kind', [
    single('forward'),
    single('future'),
    single('vanilla'),
    single('barrier'),
    single('double_barrier'),
    single('asian'),
    z.object({
      kind: z.literal('strategy'),
      ...DATES,
      legs: z.array(TradeLegSchema).min(1, 'must hold 1 to 4 legs').max(4, 'must hold 1 to 4 legs'),
    }),
  ])
  .superRefine((t, ctx) => {
    if (t.expiryDate < t.tradeDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['expiryDate'],
        message: 'must not be before tradeDate',
        input: t.expiryDate,
      });
    }
    if (t.deliveryDate != null && t.deliveryDate < t.expiryDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['deliveryDate'],
        message: 'must not be before expiryDate',
        input: t.deliveryDate,
      });
    }
    const legs = t.kind === 'strategy' ? t.legs.map((l, i) => [l, ['legs', i]] as const) : [[t, []] as const];
    for (const [l, at] of legs) {
      if (l.kind === 'double_barrier' && !(l.lowerBarrier < l.upperBarrier)) {
        ctx.addIssue({
          code: 'custom',
          path: [...at, 'lowerBarrier'],
          message: `must be below upperBarrier (${l.upperBarrier})`,
          input: l.lowerBarrier,
        });
      }
    }
  });

/** A validated trade definition. */
export type Trade = z.output<typeof TradeSchema>;

/**
 * Parses plain JSON trade definitions: one `{ ok, id, value }` or `{ ok: false, id, error }` per row,
 * the message naming the field (`legs[1].strike must be > 0, got -1`). Never throws.
 */
export function parseTrades(input: unknown): ParsedRow<Trade>[] {
  return parseRows(TradeSchema, input, 'trade');
}
