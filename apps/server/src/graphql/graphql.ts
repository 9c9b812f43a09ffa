import { createRequire } from 'node:module';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import mercurius, { type MercuriusContext } from 'mercurius';
import { AppError } from '../errors.ts';
import { parseInput } from '../http/route.ts';
import { assertShallowGraphql } from '../http/sanitize.ts';
import { callerFor } from '../identity/caller.ts';
import type { Services } from '../services.ts';
import type { GraphqlArea, Operation } from './operation.ts';

// Mercurius loads graphql as CommonJS; a validation rule must come from that same copy.
const { NoSchemaIntrospectionCustomRule } = createRequire(import.meta.url)(
  'graphql',
) as typeof import('graphql');

/**
 * GraphQL over HTTP at /graphql, assembled from the areas' operations. Every field passes the
 * same guard as a REST route, in the same order: the per-IP limit (the same counter as the REST
 * route that names the same limit; each field counts, aliases included), authentication and the
 * access rule, argument validation, then the use case. Errors carry the API's error code in
 * extensions.code (UNAUTHENTICATED, FORBIDDEN, INVALID_CREDENTIALS, ...), as the app expects
 * (spec 02 §8).
 */
export function graphqlPlugin(services: Services, areas: GraphqlArea[]) {
  return async function register(app: FastifyInstance): Promise<void> {
    const resolvers: Record<string, Record<string, unknown>> = {};
    for (const operation of areas.flatMap((area) => area.operations)) {
      resolvers[operation.type] = {
        ...resolvers[operation.type],
        [operation.name]: guarded(app, services, operation),
      };
    }
    // GraphQL over HTTP takes JSON; the legacy application/graphql body reaches Mercurius's
    // internals with what it cannot read, so it is refused like any other non-JSON body.
    app.addHook('preValidation', async (request, reply) => {
      const type = request.headers['content-type'];
      if (request.method === 'POST' && !(type ?? '').toLowerCase().startsWith('application/json')) {
        const refusal = new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the GraphQL request as JSON.');
        return reply.code(415).send(refusal.toBody());
      }
      const query = (request.body as { query?: unknown } | undefined)?.query;
      if (typeof query === 'string') {
        try {
          assertShallowGraphql(query);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          return reply.code(error.statusCode).send(error.toBody());
        }
      }
    });
    await app.register(mercurius, {
      schema: schemaOf(areas),
      graphiql: false,
      jit: 1,
      // Schema discovery only where it is asked for (development tools), never by default.
      validationRules: services.config.graphqlIntrospection ? [] : [NoSchemaIntrospectionCustomRule],
      resolvers: resolvers as never,
      errorFormatter: (execution, context) => {
        const formatted = mercurius.defaultErrorFormatter(execution, context);
        // GraphQL answers 200 with errors in the body, as clients of the spec expect.
        return { statusCode: 200, response: formatted.response };
      },
    });
  };
}

function guarded(app: FastifyInstance, services: Services, operation: Operation) {
  return async (_root: unknown, args: unknown, context: MercuriusContext) => {
    const request = context.reply.request;
    try {
      if (operation.rateLimit) await app.limits(operation.rateLimit, request);
      const caller = await callerFor(services, request.headers.authorization, operation.access);
      const parsed = parseInput(operation.args, { ...(args as object) }, 'arguments');
      return await operation.resolve({ args: parsed, caller: caller as never, ip: request.clientAddress });
    } catch (error) {
      throw asGraphqlError(error, request);
    }
  };
}

/** The schema: each area's types, then one Query and one Mutation type holding every operation. */
function schemaOf(areas: GraphqlArea[]): string {
  const operations = areas.flatMap((area) => area.operations);
  const typeOf = (type: Operation['type']) => {
    const fields = operations
      .filter((operation) => operation.type === type)
      .map((o) => `  ${JSON.stringify(o.description)}\n  ${o.name}${o.signature}`);
    return fields.length ? `type ${type} {\n${fields.join('\n')}\n}` : '';
  };
  return [...areas.map((area) => area.types), typeOf('Query'), typeOf('Mutation')].join('\n\n');
}

/** The error a client reads: an AppError's code and text; anything else logged and told as INTERNAL. */
function asGraphqlError(error: unknown, request: FastifyRequest): Error {
  const known =
    error instanceof AppError
      ? error
      : new AppError('INTERNAL', 'Something went wrong on our side. Try again later.');
  if (known !== error) request.log.error(error);
  return new mercurius.ErrorWithProps(known.message, {
    code: known.code,
    ...(known.fields ? { fields: known.fields } : {}),
  });
}
