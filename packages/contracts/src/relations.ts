import { z } from 'zod';
import { BOOK_CODE_PATTERN, CODE_MAX_LENGTH } from './book-codes.ts';
import { idField, isoDate, timestamp } from './fields.ts';
import { PROGRAM_PROBLEMS, pairCode, ZAssetHistoryQuery } from './programs.ts';

/**
 * Relations: which hedges cover which exposures. A link names a hedge and an exposure of the same
 * company, portfolio, pair or commodity and units, and an amount (> 0, in the exposure's units) of
 * the exposure it covers; a hedge may cover several exposures and an exposure be covered by several
 * hedges, each in part.
 */

/** A saved book row's code (DCA123, INV-2031), matched in capitals. */
const rowKey = z
  .string()
  .trim()
  .toUpperCase()
  .max(CODE_MAX_LENGTH)
  .regex(BOOK_CODE_PATTERN, "A book row's code: letters, digits and . _ / -.");

/** The problems of a link a save refuses, with their English texts (the app words the codes). */
export const LINK_PROBLEMS = {
  OTHER_ASSET: 'The hedge and the exposure must be of this portfolio and of its pair or commodity.',
  OTHER_UNIT: "The hedge's notional must be in the exposure's currency or unit.",
  EXPOSURE_OVER_COVERED: 'The links of this exposure would cover more than its amount.',
  HEDGE_OVER_USED: 'The links of this hedge would use more than its notional.',
  LINK_REPEATED: 'This hedge and exposure appear more than once in the save.',
  LINK_NOT_FOUND: 'This hedge does not cover this exposure: there is no link to remove.',
} as const;
export type LinkProblem = keyof typeof LINK_PROBLEMS;

/** The relations of one portfolio and asset: `?portfolio=&currency=` or `&commodity=`. */
export const ZRelationsQuery = ZAssetHistoryQuery;

export const ZRelationLink = z.object({
  hedge: z.string().describe("The covering hedge's code."),
  amount: z.number().describe("Amount of the exposure the hedge covers, in the exposure's units."),
  version: z.number().int(),
  updated_at: timestamp,
  updated_by: z.string().describe('Username of who last set the link.'),
});
export type RelationLink = z.infer<typeof ZRelationLink>;

export const ZRelationExposure = z.object({
  pk: z.string(),
  type: z.string().describe('Exposure type (ACCOUNTS PAYABLE, PURCHASE, …).'),
  date: z.string().describe('Cash-flow date (realized, else planned) or the commodity exposure date.'),
  unit: z.string().describe('Notional currency (USD) or commodity unit.'),
  amount: z.number().describe('Notional or quantity.'),
  covered: z.number().describe("Sum of its links' amounts."),
  uncovered: z
    .number()
    .describe('amount − covered; below zero when the book lowered the amount after linking.'),
  is_past: z
    .boolean()
    .describe('Its date is before `today`: realized or settled, shown apart and not a gap to cover.'),
  links: z.array(ZRelationLink),
});
export type RelationExposure = z.infer<typeof ZRelationExposure>;

export const ZRelationHedge = z.object({
  pk: z.string(),
  derivative: z.string(),
  buy_sell: z.string(),
  fixing_date: z.string(),
  date: z
    .string()
    .describe('The day it counts on: the exposure date it hedges (hedged_date), else its fixing date.'),
  unit: z.string(),
  notional: z.number().describe('Notional or quantity.'),
  used: z.number().describe("Sum of its links' amounts."),
  free: z.number().describe('notional − used.'),
});
export type RelationHedge = z.infer<typeof ZRelationHedge>;

export const ZRelations = z.object({
  today: isoDate.describe("Today on the server's clock: exposures dated before it are past."),
  exposures: z.array(ZRelationExposure).describe('Exposures of the portfolio and asset, by date.'),
  hedges: z.array(ZRelationHedge).describe('Hedges of the portfolio and asset, by fixing date.'),
});
export type Relations = z.infer<typeof ZRelations>;

/** One change of a save: set a link's amount (creating it), or remove it. */
export const ZLinkChange = z.union([
  z.object({
    exposure: rowKey,
    hedge: rowKey,
    amount: z.number().positive().max(1e15).describe("The covered amount, in the exposure's units."),
  }),
  z.object({ exposure: rowKey, hedge: rowKey, deleted: z.literal(true) }),
]);
export type LinkChange = z.infer<typeof ZLinkChange>;

/** At most this many link changes per save. */
export const MAX_LINK_CHANGES = 5_000;

/** `POST /api/relations`: the changes to one portfolio and asset's links, saved all or none. */
export const ZSaveRelationsRequest = z
  .object({
    portfolio: idField,
    currency: pairCode.optional(),
    commodity: idField.optional(),
    links: z.array(ZLinkChange).min(1).max(MAX_LINK_CHANGES),
  })
  .refine((q) => (q.currency === undefined) !== (q.commodity === undefined), {
    message: PROGRAM_PROBLEMS.ASSET_REQUIRED,
    path: ['currency'],
  });
export type SaveRelationsRequest = z.infer<typeof ZSaveRelationsRequest>;
