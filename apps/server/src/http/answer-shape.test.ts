import { isoDate } from '@cobertura/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerShape } from './answer-shape.ts';

/** Every kind of node answers use: the plain ones answerShape walks and the ones it leaves to zod. */
const Row = z.object({
  id: z.number().int(),
  amount: z.number(),
  maybe: z.number().nullable(),
  ratio: z.number().min(0).optional(),
  flag: z.boolean(),
  name: z.string(),
  trimmed: z.string().trim().max(5),
  day: isoDate.nullable(),
  side: z.enum(['BUY', 'SELL']),
  kind: z.literal('hedge'),
  note: z.string().optional(),
  fallback: z.string().default('none'),
  either: z.union([z.string(), z.number()]),
  counts: z.record(z.string(), z.number()),
  upper: z.string().transform((s) => s.toUpperCase()),
  loose: z.unknown(),
  coerced: z.coerce.number(),
});
const Answer = z.object({
  rows: z.array(Row),
  total: z.number(),
  open: z.object({ a: z.string() }).passthrough(),
});

const leaf = fc.oneof(
  fc.constantFrom(0, 1, -2, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60, null, undefined, true, false),
  fc.constantFrom(
    '',
    'x',
    ' padded ',
    'toolongtext',
    '2026-11-25',
    '2026-02-30',
    'BUY',
    'SELL',
    'hedge',
    '7',
  ),
  fc.constantFrom([], [1], { a: 1 }, { x: 'y' }),
);
const goodRow = {
  id: 1,
  amount: 2.5,
  maybe: null,
  flag: true,
  name: 'n',
  trimmed: ' ab ',
  day: '2026-11-25',
  side: 'BUY',
  kind: 'hedge',
  either: 3,
  counts: { a: 1 },
  upper: 'up',
  loose: { any: ['thing'] },
  coerced: '4',
};

/** answerShape gives what zod's parse gives, or refuses what zod refuses. */
function sameAsZod(schema: z.ZodType, value: unknown) {
  const expected = schema.safeParse(value);
  if (expected.success) expect(answerShape(schema)(value)).toStrictEqual(expected.data);
  else expect(() => answerShape(schema)(value)).toThrow(z.ZodError);
}

describe('answerShape', () => {
  it('leaves out the fields the schema does not name, at every depth', () => {
    const answer = { rows: [{ ...goodRow, secret: 'hash' }], total: 1, open: { a: 'b', kept: 1 }, extra: 1 };
    const shaped = answerShape(Answer)(answer) as z.output<typeof Answer>;
    expect(shaped).toStrictEqual(Answer.parse(answer));
    expect(shaped.rows[0]).not.toHaveProperty('secret');
    expect(shaped).not.toHaveProperty('extra');
    expect(shaped.rows[0]).toMatchObject({ trimmed: 'ab', fallback: 'none', upper: 'UP', coerced: 4 });
  });

  it('equals zod on rows whose fields are replaced by any value, and refuses what zod refuses', () => {
    const keys = Object.keys(Row.shape);
    const row = fc.dictionary(fc.constantFrom(...keys, 'extra'), leaf, { maxKeys: 4 }).map((changes) => ({
      ...goodRow,
      ...changes,
    }));
    fc.assert(
      fc.property(fc.array(row, { maxLength: 3 }), fc.oneof(leaf, fc.constant(7)), (rows, total) =>
        sameAsZod(Answer, { rows, total, open: { a: 'a' } }),
      ),
      { numRuns: 2_000 },
    );
  });

  it('refuses what is not an object or an array where the schema wants one', () => {
    for (const value of [null, [], 'rows', { rows: {}, total: 1, open: { a: 'a' } }])
      sameAsZod(Answer, value);
  });
});
