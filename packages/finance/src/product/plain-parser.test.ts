import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FAILED, plainParser } from './plain-parser.ts';
import { PricingCaseSchema } from './pricing-case.ts';

const fx = { underlying: 'fx', spot: 4000, rDomestic: 0.095, rForeign: 0.045, vol: 0.12 };
const dated = { valuationDate: '2026-01-02', expiryDate: '2026-07-03' };
const cases: Record<string, unknown>[] = [
  { id: 1, kind: 'forward', strike: 4100, expiryYears: 0.5, ...fx },
  { id: 'f', kind: 'future', underlying: 'future', forward: 78.5, strike: 80 },
  { kind: 'vanilla', optionType: 'put', strike: 3900, ...fx, ...dated, calendar: 'USDCOP' },
  {
    kind: 'barrier',
    optionType: 'call',
    strike: 4000,
    expiryYears: 1,
    barrierType: 'upOut',
    barrier: 4600,
    rebate: 0,
    monitoring: 'daily',
    ...fx,
  },
  {
    kind: 'double_barrier',
    optionType: 'call',
    strike: 4000,
    expiryYears: 1,
    lowerBarrier: 3500,
    upperBarrier: 4600,
    knock: 'in',
    ...fx,
  },
  {
    kind: 'asian',
    optionType: 'call',
    strike: 4000,
    expiryYears: 1,
    fixings: 12,
    fixingStartYears: 0.25,
    ...fx,
  },
  {
    kind: 'strategy',
    ...fx,
    expiryYears: 1,
    legs: [
      { kind: 'vanilla', optionType: 'put', strike: 3800, quantity: 1 },
      { kind: 'vanilla', optionType: 'call', strike: 4300, quantity: -1, vol: 0.14 },
    ],
  },
];

/** Values that test every field's checks: right and wrong types, limits, null, absence. */
const oddValue = fc.oneof(
  fc.constantFrom(undefined, null, 0, -1, 1, 0.5, 11, 100, 101, 4000, Number.NaN, Number.POSITIVE_INFINITY),
  fc.constantFrom(
    '',
    'fx',
    'future',
    'call',
    'put',
    'upOut',
    'vanilla',
    'strategy',
    'arithmetic',
    '2026-02-30',
  ),
  fc.constantFrom('2026-01-02', '2027-01-04', 'USDCOP', 'XXX', true, [], {}),
  fc.double(),
);

/** A valid row with a few fields changed, removed or added, legs included. */
function mutated(rows: Record<string, unknown>[]) {
  const fields = [
    ...new Set([...rows.flatMap((r) => Object.keys(r)), 'quantity', 'paths', 'seed', 'extra', 'method']),
  ];
  const change = fc.tuple(fc.constantFrom(...fields), oddValue, fc.boolean());
  return fc
    .tuple(fc.constantFrom(...rows), fc.array(change, { maxLength: 3 }), fc.array(change, { maxLength: 2 }))
    .map(([row, own, inLeg]) => {
      const apply = (r: Record<string, unknown>, changes: [string, unknown, boolean][]) => {
        const out = { ...r };
        for (const [field, value, remove] of changes) {
          if (remove) delete out[field];
          else out[field] = value;
        }
        return out;
      };
      const out = apply(row, own);
      if (Array.isArray(out.legs) && out.legs.length > 0) {
        out.legs = [apply(out.legs[0] as Record<string, unknown>, inLeg), ...out.legs.slice(1)];
      }
      return out;
    });
}

/** `value` cut down to the fields `like` has, at every depth (zod's output drops the others). */
function projected(value: unknown, like: unknown): unknown {
  if (Array.isArray(like) && Array.isArray(value)) return like.map((item, i) => projected(value[i], item));
  if (typeof like === 'object' && like !== null && typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    return Object.fromEntries(Object.entries(like).map(([key, item]) => [key, projected(record[key], item)]));
  }
  return value;
}

function agreesWithZod(schema: z.ZodType, raw: unknown): void {
  const fast = plainParser(schema)(raw);
  const parsed = schema.safeParse(raw);
  expect(fast !== FAILED).toBe(parsed.success);
  // A valid row comes back as it came: zod's output holds the same values under its fields.
  if (parsed.success) {
    expect(fast).toBe(raw);
    expect(projected(fast, parsed.data)).toStrictEqual(parsed.data);
  }
}

describe('plainParser', () => {
  it('accepts the valid rows as they came, unknown fields left for no reader', () => {
    for (const c of [...cases, ...cases.map((c) => ({ ...c, extra: 1, rebate: null }))]) {
      agreesWithZod(PricingCaseSchema, c);
      expect(plainParser(PricingCaseSchema)(c)).not.toBe(FAILED);
    }
  });

  it('accepts exactly what zod accepts, with the same values (property)', () => {
    fc.assert(
      fc.property(mutated(cases), (raw) => agreesWithZod(PricingCaseSchema, raw)),
      { numRuns: 3000 },
    );
    fc.assert(fc.property(fc.anything(), (raw) => agreesWithZod(PricingCaseSchema, raw)));
  });

  it('leaves a schema it does not walk (defaults, transforms) to zod', () => {
    const schema = z.object({ a: z.number().default(1), b: z.string().transform((s) => s.length) });
    expect(plainParser(schema)({ b: 'abc' })).toStrictEqual({ a: 1, b: 3 });
    expect(plainParser(schema)({ b: 3 })).toBe(FAILED);
  });
});
