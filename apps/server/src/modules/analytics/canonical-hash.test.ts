import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalHash, canonicalPieces } from './canonical-hash.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('canonicalHash', () => {
  it('hashes the canonical text: keys sorted at every depth, no spaces', () => {
    const value = { b: 1, a: { d: [3, { f: 'x', e: null }], c: true } };
    expect(canonicalHash(value)).toBe(sha256('{"a":{"c":true,"d":[3,{"e":null,"f":"x"}]},"b":1}'));
  });

  it('is stable under key order and leaves undefined members out', () => {
    const one = { spot: 4100.5, tenors: [{ days: 7, fwd: 4105 }], history: [] };
    const other = { history: [], tenors: [{ fwd: 4105, days: 7 }], spot: 4100.5, note: undefined };
    expect(canonicalHash(one)).toBe(canonicalHash(other));
  });

  it('tells apart values that differ in a digit or in array order', () => {
    expect(canonicalHash({ spot: 4100.5 })).not.toBe(canonicalHash({ spot: 4100.50001 }));
    expect(canonicalHash([1, 2])).not.toBe(canonicalHash([2, 1]));
  });

  it('writes numbers as JSON does (the shortest text that reads back the same double)', () => {
    expect(canonicalHash({ x: 0.1 + 0.2 })).toBe(sha256('{"x":0.30000000000000004}'));
  });

  it('writes in pieces exactly the text canonicalize writes in one, whatever the value', () => {
    // JSON values, with members left undefined, keys that look like array indices and own
    // `__proto__` members (as JSON.parse makes them) mixed in.
    const value = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        fc.jsonValue({ maxDepth: 2 }),
        fc.array(tie('node'), { maxLength: 5 }),
        fc.dictionary(
          fc.oneof(fc.string(), fc.constantFrom('0', '1', '10', '9', 'a', 'B', '__proto__')),
          tie('node'),
          {
            maxKeys: 5,
          },
        ),
        fc.record({ kept: tie('node'), gone: fc.constant(undefined) }),
      ),
    })).node;
    fc.assert(
      fc.property(value, (v) => {
        const text = [...canonicalPieces(v)].join('');
        expect(text).toBe(canonicalize(v));
        expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(v) ?? 'null'));
      }),
      { numRuns: 500 },
    );
  });
});
