import type { z } from 'zod';
import type { RateLimit } from '../http/rate-limit.ts';
import type { Access, CallerOf } from '../identity/caller.ts';

/**
 * A GraphQL field that is an operation of an area. It declares access, argument schema and per-IP
 * limit exactly as a REST route does, and passes the same guard (see graphql.ts).
 */
export interface Operation<Args extends z.ZodType = z.ZodType, A extends Access = Access> {
  type: 'Query' | 'Mutation';
  name: string;
  /** Arguments and result type in SDL, after the field's name: `(username: String!): TokenPair!`. */
  signature: string;
  description: string;
  access: A;
  args?: Args;
  rateLimit?: RateLimit;
  resolve(ctx: { args: z.output<Args>; caller: CallerOf<A>; ip: string }): Promise<unknown>;
}

/** What an area adds to the GraphQL schema: its types (SDL) and its operations. */
export interface GraphqlArea {
  types: string;
  operations: Operation[];
}

/** Declares an operation with its types checked (the identity function, for inference). */
export function defineOperation<Args extends z.ZodType = z.ZodUnknown, A extends Access = Access>(
  operation: Operation<Args, A>,
): Operation {
  return operation as unknown as Operation;
}
