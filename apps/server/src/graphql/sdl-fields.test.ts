import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sdlArguments, sdlFields } from './sdl-fields.ts';

describe('sdlArguments', () => {
  it('renders each argument of the object, in order, required unless it may be left out', () => {
    const args = z.object({
      currency: z.string().trim().min(1),
      days: z.array(z.number().int()).nullish(),
      portfolios: z.array(z.coerce.number().int().positive()).min(1),
      shock: z.number().optional(),
      last: z.boolean().nullable(),
      interval: z.enum(['1D', '1M']).default('1M'),
      limit: z
        .number()
        .int()
        .nullish()
        .transform((value) => value ?? 10),
    });
    expect(sdlArguments(args)).toBe(
      '(currency: String!, days: [Int!], portfolios: [Int!]!, shock: Float, last: Boolean, interval: String, limit: Int)',
    );
  });

  it('reads the object before a transform, and renders nothing without arguments', () => {
    const shared = z.object({ etfs: z.array(z.string()) }).transform((args) => ({ ...args, limit: 1 }));
    expect(sdlArguments(shared)).toBe('(etfs: [String!]!)');
    expect(sdlArguments(undefined)).toBe('');
    expect(() => sdlArguments(z.string())).toThrow(/zod object/);
  });
});

describe('sdlFields', () => {
  it('keeps an answer’s defaulted field required', () => {
    expect(sdlFields({ n: z.number().int().default(1), s: z.string().nullish() }, '')).toBe(
      'n: Int!\ns: String',
    );
  });
});
