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
  /** The result type in SDL: `TokenPair!`; the arguments are rendered from `args` (sdl-fields.ts). */
  returns: string;
  description: string;
  access: A;
  args?: Args;
  rateLimit?: RateLimit;
  /** The resolver's work in plain reads, for the operation's cost (operation-cost.ts); 1 when absent. */
  cost?: number;
  resolve(ctx: { args: z.output<Args>; caller: CallerOf<A>; ip: string }): Promise<unknown>;
}

/**
 * A GraphQL subscription field of an area: it streams what is published on `topic` to each
 * subscriber its `accepts` keeps (every message when absent). Access and arguments are checked by
 * the same guard as an operation's, when the client subscribes.
 */
export interface Subscription<
  Args extends z.ZodType = z.ZodType,
  A extends Access = Access,
  Message = unknown,
> {
  name: string;
  /** The type of each message in SDL: `Quote!`; the arguments are rendered from `args`. */
  returns: string;
  description: string;
  access: A;
  args?: Args;
  topic: string;
  /** What starting the subscription weighs, as an operation's `cost`; 1 when absent. */
  cost?: number;
  /** Whether a subscriber gets a message: by its arguments, and by who it is (its companies). */
  accepts?(message: Message, args: z.output<Args>, caller: CallerOf<A>): boolean;
}

/** What an area adds to the GraphQL schema: its types (SDL), its operations and subscriptions. */
export interface GraphqlArea {
  types: string;
  operations: Operation[];
  subscriptions?: Subscription[];
}

/** Declares an operation with its types checked (the identity function, for inference). */
export function defineOperation<Args extends z.ZodType = z.ZodUnknown, A extends Access = Access>(
  operation: Operation<Args, A>,
): Operation {
  return operation as unknown as Operation;
}

/** Declares a subscription with its types checked (the identity function, for inference). */
export function defineSubscription<
  Args extends z.ZodType = z.ZodUnknown,
  A extends Access = Access,
  Message = unknown,
>(subscription: Subscription<Args, A, Message>): Subscription {
  return subscription as unknown as Subscription;
}
