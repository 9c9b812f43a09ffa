import { createRequire } from 'node:module';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import mercurius, { type MercuriusContext } from 'mercurius';
import type { MQEmitter } from 'mqemitter';
import { AppError } from '../errors.ts';
import { parseInput } from '../http/route.ts';
import { assertShallowGraphql } from '../http/sanitize.ts';
import { callerFor } from '../identity/caller.ts';
import type { Services } from '../services.ts';
import type { GraphqlArea, Operation, Subscription } from './operation.ts';
import { admitSockets } from './socket-admission.ts';

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
 * (spec 02 §8). Subscriptions run over the websocket at /graphql (graphql-transport-ws): the
 * token of the connection is checked when it opens and ends it when it expires (socket-admission.ts),
 * and each subscription passes the same guard when it starts; subscriptions read what is emitted
 * on `emitter`.
 */
export function graphqlPlugin(services: Services, areas: GraphqlArea[], emitter: MQEmitter) {
  return async function register(app: FastifyInstance): Promise<void> {
    const resolvers: Record<string, Record<string, unknown>> = {};
    for (const operation of areas.flatMap((area) => area.operations)) {
      resolvers[operation.type] = {
        ...resolvers[operation.type],
        [operation.name]: guarded(app, services, operation),
      };
    }
    const subscriptions = areas.flatMap((area) => area.subscriptions ?? []);
    if (subscriptions.length) {
      resolvers.Subscription = Object.fromEntries(
        subscriptions.map((subscription) => [subscription.name, streamed(app, services, subscription)]),
      );
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
      ...(subscriptions.length
        ? { subscription: { emitter, context: await admitSockets(app, services) } }
        : {}),
      errorFormatter: (execution, context) => {
        const formatted = mercurius.defaultErrorFormatter(execution, context);
        // GraphQL answers 200 with errors in the body, as clients of the spec expect.
        return { statusCode: 200, response: formatted.response };
      },
    });
  };
}

/** The guard of every field, in the order of a REST route's: per-IP limit, caller and access rule, arguments. */
async function admit(
  app: FastifyInstance,
  services: Services,
  field: Pick<Operation, 'access' | 'args' | 'rateLimit'>,
  args: unknown,
  request: FastifyRequest,
) {
  if (field.rateLimit) await app.limits(field.rateLimit, request);
  const caller = await callerFor(services, request.headers.authorization, field.access);
  return { caller, args: parseInput(field.args, { ...(args as object) }, 'arguments') };
}

function guarded(app: FastifyInstance, services: Services, operation: Operation) {
  return async (_root: unknown, args: unknown, context: MercuriusContext) => {
    const request = context.reply.request;
    try {
      const admitted = await admit(app, services, operation, args, request);
      return await operation.resolve({
        args: admitted.args,
        caller: admitted.caller as never,
        ip: request.clientAddress,
      });
    } catch (error) {
      throw asGraphqlError(error, request);
    }
  };
}

/**
 * A subscription field: once the guard admits the subscriber (the connection's token is its
 * authorization header), the messages of its topic that it accepts, each one the field's value.
 */
function streamed(app: FastifyInstance, services: Services, subscription: Subscription) {
  return {
    subscribe: async (_root: unknown, args: unknown, context: MercuriusContext) => {
      const request = context.reply.request;
      try {
        const admitted = await admit(app, services, subscription, args, request);
        const source: AsyncIterable<unknown> = await context.pubsub.subscribe(subscription.topic);
        const accepts = subscription.accepts;
        return accepts
          ? keepOnly(source[Symbol.asyncIterator](), (message) => accepts(message, admitted.args))
          : source;
      } catch (error) {
        throw asGraphqlError(error, request);
      }
    },
    resolve: (message: unknown) => message,
  };
}

/** The messages of `source` that `keep` accepts; ending this stream ends the source. */
function keepOnly<T>(source: AsyncIterator<T>, keep: (message: T) => boolean): AsyncIterableIterator<T> {
  return {
    async next() {
      for (;;) {
        const step = await source.next();
        if (step.done || keep(step.value)) return step;
      }
    },
    return: async () => (await source.return?.()) ?? { done: true, value: undefined },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

/** The schema: each area's types, then the Query, Mutation and Subscription types holding every field. */
function schemaOf(areas: GraphqlArea[]): string {
  const operations = areas.flatMap((area) => area.operations);
  const typeOf = (type: string, fields: Pick<Operation, 'name' | 'signature' | 'description'>[]) =>
    fields.length
      ? `type ${type} {\n${fields.map((f) => `  ${JSON.stringify(f.description)}\n  ${f.name}${f.signature}`).join('\n')}\n}`
      : '';
  return [
    ...areas.map((area) => area.types),
    typeOf(
      'Query',
      operations.filter((operation) => operation.type === 'Query'),
    ),
    typeOf(
      'Mutation',
      operations.filter((operation) => operation.type === 'Mutation'),
    ),
    typeOf(
      'Subscription',
      areas.flatMap((area) => area.subscriptions ?? []),
    ),
  ].join('\n\n');
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
