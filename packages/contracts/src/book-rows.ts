import { z } from 'zod';
import { CODE_MAX_LENGTH } from './book-codes.ts';
import {
  COMMODITY_EXPOSURE_FIELDS,
  COMMODITY_HEDGE_FIELDS,
  CURRENCY_EXPOSURE_FIELDS,
  CURRENCY_HEDGE_FIELDS,
  type FieldSpec,
  type FieldTable,
} from './book-fields.ts';
import { CHECK_PROBLEM, ROW_PROBLEMS } from './book-problems.ts';
import { id, timestamp } from './fields.ts';

/** The schemas of a book row as a batch sends it (`…Input`) and as the reads answer it (`…Row`). */

type InputOf<F extends FieldSpec> = F extends { type: 'id' | 'int' | 'amount' }
  ? z.ZodOptional<z.ZodNullable<z.ZodNumber>>
  : F extends { type: 'bool' }
    ? z.ZodOptional<z.ZodNullable<z.ZodBoolean>>
    : z.ZodOptional<z.ZodNullable<z.ZodString>>;
type OutputOf<F extends FieldSpec> = F extends { type: 'id' | 'int' | 'amount' }
  ? F extends { required: true }
    ? z.ZodNumber
    : z.ZodOptional<z.ZodNullable<z.ZodNumber>>
  : F extends { type: 'bool' }
    ? z.ZodOptional<z.ZodNullable<z.ZodBoolean>>
    : F extends { required: true }
      ? z.ZodString
      : z.ZodOptional<z.ZodNullable<z.ZodString>>;

function describeField(spec: FieldSpec): string {
  switch (spec.type) {
    case 'enum':
      return `One of: ${spec.values.join(', ')}.`;
    case 'date':
      return 'YYYY-MM-DD.';
    case 'amount':
      return spec.check ? ROW_PROBLEMS[CHECK_PROBLEM[spec.check]].en : 'A number.';
    case 'int':
      return spec.check ? ROW_PROBLEMS[CHECK_PROBLEM[spec.check]].en : 'A whole number.';
    case 'text':
      return spec.check
        ? ROW_PROBLEMS[CHECK_PROBLEM[spec.check]].en
        : `Text, at most ${spec.max} characters.`;
    default:
      return '';
  }
}

function baseType(spec: FieldSpec): z.ZodType {
  if (spec.type === 'id' || spec.type === 'int' || spec.type === 'amount') return z.number();
  if (spec.type === 'bool') return z.boolean();
  return z.string();
}

/** The fields of a kind as they arrive in a batch: each may be absent or null; `rowProblems` judges them. */
function inputShape<F extends FieldTable>(fields: F): { [K in keyof F]: InputOf<F[K]> } {
  return Object.fromEntries(
    Object.entries(fields).map(([name, spec]) => [
      name,
      baseType(spec)
        .nullable()
        .optional()
        .describe(`${spec.required ? 'Required. ' : ''}${describeField(spec)}`),
    ]),
  ) as never;
}

/**
 * The fields of a kind as the reads answer them: required ones always present; the others left out
 * when they have no value (a 100,000-row book is less than half the size), or null.
 */
function outputShape<F extends FieldTable>(fields: F): { [K in keyof F]: OutputOf<F[K]> } {
  return Object.fromEntries(
    Object.entries(fields).map(([name, spec]) => {
      const base = baseType(spec);
      const isPresent = spec.required && spec.type !== 'bool';
      return [name, (isPresent ? base : base.nullish()).describe(describeField(spec))];
    }),
  ) as never;
}

export const PENDING_PK = 'pending';

/** What every row of a batch carries besides its fields: its key, version and marks. */
const ZRowMarks = z.object({
  pk: z
    .string()
    .max(CODE_MAX_LENGTH)
    .describe(`'${PENDING_PK}' for a new row; otherwise the saved row's code (DCA123, INV-2031).`),
  code: z
    .string()
    .max(200)
    .nullish()
    .describe(
      "A new row's own code (an invoice or order number: letters, digits and . _ / -, kept in capitals), unique across the company's whole book; blank for the company's next code. Its problems are named under `pk`.",
    ),
  version: z
    .number()
    .int()
    .min(1)
    .optional()
    .describe('The version the row was read at; required to change or delete a saved row.'),
  edited: z.boolean().optional().describe('Set by the grid on changed rows; every row sent is saved.'),
  deleted: z
    .boolean()
    .optional()
    .describe('true deletes the saved row (a pending row marked deleted is skipped).'),
});

/** What every row of a read carries besides its fields. */
const rowKeys = <N extends string>(idName: N) =>
  z.object({
    pk: z
      .string()
      .describe("The row's code (DCA123, or its own: INV-2031), unique across the company's whole book."),
    ...({ [idName]: id } as { [K in N]: typeof id }),
    version: z.number().int().describe('+1 on every change; send it back to save the row.'),
    updated_at: timestamp,
    updated_by: z.string().describe('Username of who last changed the row.'),
  });

export const ZCurrencyExposureInput = ZRowMarks.extend(inputShape(CURRENCY_EXPOSURE_FIELDS));
export const ZCurrencyHedgeInput = ZRowMarks.extend(inputShape(CURRENCY_HEDGE_FIELDS));
export const ZCommodityExposureInput = ZRowMarks.extend(inputShape(COMMODITY_EXPOSURE_FIELDS));
export const ZCommodityHedgeInput = ZRowMarks.extend(inputShape(COMMODITY_HEDGE_FIELDS));
export type CurrencyExposureInput = z.infer<typeof ZCurrencyExposureInput>;
export type CurrencyHedgeInput = z.infer<typeof ZCurrencyHedgeInput>;
export type CommodityExposureInput = z.infer<typeof ZCommodityExposureInput>;
export type CommodityHedgeInput = z.infer<typeof ZCommodityHedgeInput>;

export const ZCurrencyExposureRow = rowKeys('pk_idcurrencyexposure').extend(
  outputShape(CURRENCY_EXPOSURE_FIELDS),
);
export const ZCurrencyHedgeRow = rowKeys('pk_idcurrencyhedge').extend(outputShape(CURRENCY_HEDGE_FIELDS));
export const ZCommodityExposureRow = rowKeys('pk_idcommodity_exposure').extend(
  outputShape(COMMODITY_EXPOSURE_FIELDS),
);
export const ZCommodityHedgeRow = rowKeys('pk_idcommodityhedge').extend(outputShape(COMMODITY_HEDGE_FIELDS));
export type CurrencyExposureRow = z.infer<typeof ZCurrencyExposureRow>;
export type CurrencyHedgeRow = z.infer<typeof ZCurrencyHedgeRow>;
export type CommodityExposureRow = z.infer<typeof ZCommodityExposureRow>;
export type CommodityHedgeRow = z.infer<typeof ZCommodityHedgeRow>;

export const BOOK_ROW_SCHEMAS = {
  currency_exposure: { input: ZCurrencyExposureInput, row: ZCurrencyExposureRow },
  currency_hedge: { input: ZCurrencyHedgeInput, row: ZCurrencyHedgeRow },
  commodity_exposure: { input: ZCommodityExposureInput, row: ZCommodityExposureRow },
  commodity_hedge: { input: ZCommodityHedgeInput, row: ZCommodityHedgeRow },
} as const;
