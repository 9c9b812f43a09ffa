import { z } from 'zod';
import { timestamp } from './fields.ts';
import { ZProblemParams } from './spreadsheets.ts';

// The data area's refusals of a batch, apart from its schemas: every error answer may carry them
// (errors.ts), and a screen that only reads an error need not build the data area's schemas.

/** A rejected row of a batch (error ROWS_REJECTED): by its index and key, its fields' problems. */
export const ZRejectedRow = z.object({
  index: z.number().int(),
  pk: z.string(),
  fields: z
    .record(
      z.string(),
      z.array(
        z.object({
          code: z.string(),
          message: z.string().describe("English text, leading with the field's header."),
          params: ZProblemParams.optional(),
        }),
      ),
    )
    .describe('By field (`pk` for the code), its problems.'),
});
export type RejectedRow = z.infer<typeof ZRejectedRow>;

/** The row another user changed since it was read (error ROW_CONFLICT). */
export const ZRowConflict = z.object({
  index: z.number().int(),
  pk: z.string(),
  changed_by: z.string().nullable().describe('Username of who changed (or deleted) it last.'),
  changed_at: timestamp.nullable(),
  version: z.number().int().nullable().describe('Its version now; null when it was deleted.'),
});
export type RowConflict = z.infer<typeof ZRowConflict>;

export const DATA_ERROR_CODES = ['ROWS_REJECTED', 'ROW_CONFLICT'] as const;
