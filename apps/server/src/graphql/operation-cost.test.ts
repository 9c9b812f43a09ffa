import { describe, expect, it } from 'vitest';
import { costMeter } from './cost-meter.ts';
import { graphqlJs } from './graphql-js.ts';
import {
  assertWithinLimits,
  MAX_OPERATION_COST,
  MAX_OPERATION_FIELDS,
  operationCost,
} from './operation-cost.ts';

const weights = new Map([['heavy', 10]]);
const costOf = (text: string, name?: string) => operationCost(graphqlJs.parse(text), name, weights);

describe('the cost of a GraphQL operation', () => {
  it('weighs each root field and alias by its resolver, and counts every field', () => {
    expect(costOf('{ health { status db } }')).toEqual({ cost: 1, fields: 3 });
    expect(costOf('{ a: heavy { x } b: heavy { x } health { status } }')).toEqual({ cost: 21, fields: 6 });
  });

  it('counts fragments at each use, inline fragments too, and only the operation that runs', () => {
    const text = `
      query Small { health { ...H } }
      query Big { a: heavy { ...H } b: heavy { ...H } ... on Query { c: heavy { x } } }
      fragment H on Health { status db cache }`;
    expect(costOf(text, 'Small')).toEqual({ cost: 1, fields: 4 });
    expect(costOf(text, 'Big')).toEqual({ cost: 30, fields: 10 });
    // Without a name, the dearest: only one operation of a document can run.
    expect(costOf(text)).toEqual({ cost: 30, fields: 10 });
  });

  it('counts a fragment that doubles at each level in one pass: 2^40 fields, refused', () => {
    const levels = Array.from(
      { length: 40 },
      (_, i) => `fragment F${i + 1} on Health { ...F${i} ...F${i} }`,
    ).join('\n');
    const cost = costOf(`{ health { ...F40 } }\nfragment F0 on Health { status }\n${levels}`);
    expect(cost.fields).toBe(1 + 2 ** 40);
    expect(() => assertWithinLimits(cost)).toThrow(`at most ${MAX_OPERATION_FIELDS} fields`);
  });

  it('refuses an operation over the cost limit, naming the limit and the cost asked', () => {
    const aliases = Array.from({ length: 11 }, (_, i) => `h${i}: heavy { x }`).join(' ');
    const cost = costOf(`{ ${aliases} }`);
    expect(cost.cost).toBe(110);
    expect(() => assertWithinLimits(cost)).toThrow(`at most ${MAX_OPERATION_COST}; this one costs 110`);
    expect(() => assertWithinLimits(costOf('{ a: heavy { x } }'))).not.toThrow();
  });
});

describe('the per-minute cost budget', () => {
  it('refuses past the budget within a minute, and allows again when the minute is over', async () => {
    let now = Date.UTC(2027, 0, 4, 9);
    const meter = costMeter(undefined, () => new Date(now));
    expect((await meter.spend('address:10.0.0.1', 6, 10)).allowed).toBe(true);
    expect((await meter.spend('address:10.0.0.1', 4, 10)).allowed).toBe(true);
    const refused = await meter.spend('address:10.0.0.1', 1, 10);
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 60 });
    // Another key keeps its own budget.
    expect((await meter.spend('address:10.0.0.2', 10, 10)).allowed).toBe(true);
    now += 60_000;
    expect((await meter.spend('address:10.0.0.1', 10, 10)).allowed).toBe(true);
  });
});
