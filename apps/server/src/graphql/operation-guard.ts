import type { DocumentNode, GraphQLError, ValidationRule } from 'graphql';
import type { Redis } from 'ioredis';
import { AppError } from '../errors.ts';
import { assertShallowGraphql } from '../http/sanitize.ts';
import { verifyAccessToken } from '../identity/tokens.ts';
import type { Services } from '../services.ts';
import { costMeter } from './cost-meter.ts';
import { graphqlJs } from './graphql-js.ts';
import { assertWithinLimits, operationCost } from './operation-cost.ts';

/** The longest GraphQL document read; a real operation of this schema is a few hundred characters. */
export const MAX_DOCUMENT_LENGTH = 16 * 1024;

/** A document read: parsed and costed, or the parser's errors. */
export type ReadOperation =
  | { document: DocumentNode; cost: number; errors?: undefined }
  | { document?: undefined; cost: number; errors: readonly GraphQLError[] };

/** Who spends an operation's cost: the address always, the account when signed in. */
export interface Spender {
  address: string;
  userId?: number | undefined;
}

/**
 * The checks every GraphQL operation passes before it runs, over HTTP and the websocket alike:
 * its length, its depth (before the parser, which recurses), its cost and number of fields (each
 * alias and fragment use counted), then the per-minute budget of its address and of its account.
 */
export interface OperationGuard {
  read(text: string, operationName?: string): ReadOperation;
  spend(cost: number, who: Spender): Promise<void>;
  /** The validation rules added to graphql-js's own. */
  validationRules: readonly ValidationRule[];
  /** Hides "Did you mean …?" where the schema is not open to discovery. */
  hideSuggestions<E extends { message: string }>(error: E): E;
  /** The account of an access token, for the budget; none when it is not valid. */
  userOf(authorization: string | undefined): Promise<number | undefined>;
}

export function operationGuard(
  services: Services,
  weights: ReadonlyMap<string, number>,
  redis: Redis | undefined,
): OperationGuard {
  const meter = costMeter(redis, services.now);
  const { costPerMinute } = services.config.graphqlLimits;
  const discoverable = services.config.graphqlIntrospection;

  const spendFrom = async (key: string, cost: number, whose: string) => {
    const spent = await meter.spend(key, cost, costPerMinute);
    if (spent.allowed) return;
    throw new AppError(
      'RATE_LIMITED',
      `Too many GraphQL operations from your ${whose} (at most a cost of ${costPerMinute} a minute). Try again in ${spent.retryAfterSeconds} seconds.`,
      undefined,
      spent.retryAfterSeconds,
    );
  };

  return {
    read(text, operationName) {
      if (text.length > MAX_DOCUMENT_LENGTH) {
        const message = `A GraphQL document may hold at most ${MAX_DOCUMENT_LENGTH} characters; this one holds ${text.length}.`;
        throw new AppError('WORK_LIMIT', message, { query: [message] });
      }
      assertShallowGraphql(text);
      let document: DocumentNode;
      try {
        document = graphqlJs.parse(text);
      } catch (error) {
        if (error instanceof graphqlJs.GraphQLError) return { cost: 1, errors: [error] };
        throw error;
      }
      const cost = operationCost(document, operationName, weights);
      assertWithinLimits(cost);
      return { document, cost: Math.max(1, cost.cost) };
    },
    async spend(cost, who) {
      await spendFrom(`address:${who.address}`, cost, 'address');
      if (who.userId !== undefined) await spendFrom(`user:${who.userId}`, cost, 'account');
    },
    validationRules: discoverable ? [] : [graphqlJs.NoSchemaIntrospectionCustomRule],
    hideSuggestions: (error) => {
      if (discoverable) return error;
      error.message = error.message.replace(/\s*Did you mean .*\?$/s, '');
      return error;
    },
    async userOf(authorization) {
      const token = authorization?.startsWith('Bearer ') ? authorization.slice(7).trim() : '';
      if (!token) return undefined;
      const claims = await verifyAccessToken(services.config.jwtSecret, token, services.now()).catch(
        () => null,
      );
      return claims ? Number(claims.sub) : undefined;
    },
  };
}
