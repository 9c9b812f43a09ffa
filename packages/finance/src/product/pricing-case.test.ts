import { describe, expect, it } from 'vitest';
import { parseRow, parseRows } from './parse-rows.ts';
import { PriceResultSchema, PricingCaseSchema, withInherited } from './pricing-case.ts';

const fx = { underlying: 'fx', spot: 100, expiryYears: 0.5, rDomestic: 0.08, rForeign: 0.04, vol: 0.25 };
const put = { id: 'p', kind: 'vanilla', optionType: 'put', strike: 100, ...fx };

function messageOf(raw: unknown): string {
  const [row] = parseRows(PricingCaseSchema, [raw], 'case');
  return row && !row.ok ? row.error.message : 'parsed';
}

describe('PricingCaseSchema', () => {
  it('parses a resolved and a dated case, null meaning absent', () => {
    const [resolved, dated] = parseRows(
      PricingCaseSchema,
      [
        { ...put, rebate: null },
        { ...put, id: 7, expiryYears: null, valuationDate: '2026-01-02', expiryDate: '2026-07-03' },
      ],
      'case',
    );
    expect(resolved).toMatchObject({ ok: true, id: 'p', value: { kind: 'vanilla', strike: 100 } });
    expect(dated).toMatchObject({ ok: true, id: 7, value: { expiryDate: '2026-07-03' } });
  });

  it('names the field of the first problem, legs included', () => {
    expect(messageOf({ ...put, strike: undefined })).toBe('missing field strike');
    expect(messageOf({ ...put, strike: '100' })).toBe('strike must be a number, got "100"');
    expect(messageOf({ ...put, vol: -0.1 })).toBe('vol must be ≥ 0, got -0.1 (a negative volatility)');
    expect(messageOf({ ...put, expiryYears: undefined, valuationDate: '2026-01-02' })).toBe(
      'missing field expiryDate',
    );
    expect(
      messageOf({ ...put, expiryYears: undefined, expiryDate: '2026-02-30', valuationDate: '2026-01-02' }),
    ).toBe('expiryDate must be a YYYY-MM-DD date, got "2026-02-30"');
    expect(messageOf({ ...put, underlying: 'fx', rForeign: undefined })).toBe('missing field rForeign');
    expect(
      messageOf({
        ...put,
        kind: 'strategy',
        legs: [{ kind: 'vanilla', optionType: 'call', strike: -1, quantity: 1 }],
      }),
    ).toBe('legs[0].strike must be > 0, got -1');
    expect(messageOf({ ...put, kind: 'strategy', legs: [{ kind: 'strategy', quantity: 1 }] })).toMatch(
      /^legs\[0\]\.kind must be one of forward, future, .*, got "strategy"$/,
    );
    expect(messageOf({ kind: 'future', underlying: 'fx', spot: 1, strike: 1 })).toMatch(
      /^underlying must be future/,
    );
    expect(messageOf([])).toBe('a case must be an object, got an array');
    expect(messageOf({ ...put, valuationDate: '2026-01-02', expiryDate: '2026-07-03' })).toBe(
      'expiryYears cannot come with valuationDate or expiryDate: give one form',
    );
  });

  it('lets legs inherit the market and timing of their strategy', () => {
    const [row] = parseRows(
      PricingCaseSchema,
      [
        {
          kind: 'strategy',
          ...fx,
          legs: [{ kind: 'forward', strike: 99, quantity: -1, rDomestic: 0.05, vol: null }],
        },
      ],
      'case',
    );
    if (!row?.ok || row.value.kind !== 'strategy') throw new Error('not parsed');
    expect(withInherited(row.value, row.value.legs[0]!)).toMatchObject({
      spot: 100,
      expiryYears: 0.5,
      rDomestic: 0.05,
      vol: 0.25,
    });
    expect(messageOf({ kind: 'strategy', legs: [{ kind: 'forward', strike: 99, quantity: 1 }] })).toBe(
      'missing field legs[0].underlying',
    );
  });

  it('describes results', () => {
    const figures = { id: 1, price: 1, delta: 0, gamma: 0, vega: 0, theta: 0 };
    expect(PriceResultSchema.safeParse({ ...figures, currency: 'COP' }).success).toBe(true);
    expect(PriceResultSchema.safeParse({ ...figures, currency: null }).success).toBe(true);
    // A result always says whether its currency is known.
    expect(PriceResultSchema.safeParse(figures).success).toBe(false);
    expect(
      PriceResultSchema.safeParse({ id: 1, error: { code: 'INVALID_ARGUMENT', message: 'x' } }).success,
    ).toBe(true);
    expect(PriceResultSchema.safeParse({ id: 1, error: { code: 'OOPS', message: 'x' } }).success).toBe(false);
  });
});

describe('parse issues for callers to word', () => {
  const base = {
    kind: 'vanilla',
    underlying: 'fx',
    optionType: 'call',
    spot: 1.56,
    strike: 1.6,
    rDomestic: 0.06,
    rForeign: 0.08,
    vol: 0.12,
    expiryYears: 0.5,
  };
  const issueOf = (raw: unknown) => {
    const row = parseRow(PricingCaseSchema, raw, 'case');
    return row.ok ? null : { field: row.field, issue: row.issue };
  };

  it('names the kind of each problem and its particulars', () => {
    expect(issueOf({ ...base, spot: 'abc' })).toEqual({
      field: 'spot',
      issue: { kind: 'type', expected: 'number' },
    });
    expect(issueOf({ ...base, spot: undefined })).toEqual({ field: 'spot', issue: { kind: 'missing' } });
    expect(issueOf({ ...base, vol: -0.05 })).toEqual({
      field: 'vol',
      issue: { kind: 'tooSmall', limit: 0, inclusive: true },
    });
    expect(issueOf({ ...base, kind: 'double_barrier', lowerBarrier: 2, upperBarrier: 1 })?.issue).toEqual({
      kind: 'rule',
      rule: 'belowUpperBarrier',
    });
  });
});
