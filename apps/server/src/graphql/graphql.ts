import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import mercurius, { type MercuriusContext } from 'mercurius';
import type { MQEmitter } from 'mqemitter';
import { AppError } from '../errors.ts';
import { parseInput } from '../http/route.ts';
import { callerFor } from '../identity/caller.ts';
import { type IdleReport, reportedIdle } from '../identity/sessions.ts';
import type { Services } from '../services.ts';
import type { GraphqlArea, Operation, Subscription } from './operation.ts';
import { type OperationGuard, operationGuard } from './operation-guard.ts';
import { sdlArguments } from './sdl-fields.ts';
import { type SocketContext, serveSockets } from './socket-server.ts';

/**
 * GraphQL over HTTP at /graphql, assembled from the areas' operations. Before anything runs, the
 * operation passes the guard of operation-guard.ts (length, depth, cost, fields, the per-minute
 * budget of its address and account). Every field then passes the same guard as a REST route, in
 * the same order: the per-IP limit (the same counter as the REST route that names the same limit;
 * each field counts, aliases included), authentication and the access rule, argument validation,
 * then the use case. Errors carry the API's error code in extensions.code (UNAUTHENTICATED,
 * FORBIDDEN, INVALID_CREDENTIALS, ...), as the app expects (spec 02 §8); without introspection
 * they suggest no field names. Subscriptions run over the websocket at /graphql (socket-server.ts)
 * and read what is emitted on `emitter`.
 */
export function graphqlPlugin(
  services: Services,
  areas: GraphqlArea[],
  emitter: MQEmitter,
  redis: Redis | undefined,
) {
  return async function register(app: FastifyInstance): Promise<void> {
    const resolvers: Record<string, Record<string, unknown>> = {};
    for (const operation of areas.flatMap((area) => area.operations)) {
      resolvers[operation.type] = {
        ...resolvers[operation.type],
        [operation.name]: guarded(app, services, operation),
      };
    }
    const subscriptions = areas.flatMap((area) => area.subscriptions ?? []);
    const weights = new Map(
      [...areas.flatMap((area) => area.operations), ...subscriptions].map((field) => [
        field.name,
        field.cost ?? 1,
      ]),
    );
    const guard = operationGuard(services, weights, redis);
    app.addHook('preValidation', guardHttp(guard));
    const schemaBuilt = subscriptions.length ? await serveSockets(app, services, guard, emitter) : undefined;
    await app.register(mercurius, {
      schema: schemaOf(areas),
      graphiql: false,
      jit: 1,
      // Schema discovery only where it is asked for (development tools), never by default.
      validationRules: [...guard.validationRules],
      resolvers: resolvers as never,
      errorFormatter: (execution, context) => {
        const formatted = mercurius.defaultErrorFormatter(execution, context);
        formatted.response.errors?.forEach(guard.hideSuggestions);
        // GraphQL answers 200 with errors in the body, as clients of the spec expect.
        return { statusCode: 200, response: formatted.response };
      },
    });
    // Mercurius wires subscription fields only to its own websocket server: they are wired here.
    const subscriptionFields = app.graphql.schema.getSubscriptionType()?.getFields() ?? {};
    for (const subscription of subscriptions) {
      Object.assign(subscriptionFields[subscription.name] ?? {}, streamed(services, subscription));
    }
    schemaBuilt?.(app.graphql.schema);
  };
}

/**
 * What an operation over HTTP passes before Mercurius reads it: a JSON body (the legacy
 * application/graphql body reaches Mercurius's internals with what it cannot read, so it is refused
 * like any other non-JSON body), then the operation guard, for a POST's body or a GET's query string.
 */
function guardHttp(guard: OperationGuard) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.ws) return;
    const type = request.headers['content-type'];
    if (request.method === 'POST' && !(type ?? '').toLowerCase().startsWith('application/json')) {
      const refusal = new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the GraphQL request as JSON.');
      return reply.code(415).send(refusal.toBody());
    }
    const asked = (request.method === 'GET' ? request.query : request.body) ?? {};
    const { query, operationName } = asked as { query?: unknown; operationName?: unknown };
    if (typeof query !== 'string') return;
    try {
      const read = guard.read(query, typeof operationName === 'string' ? operationName : undefined);
      const userId = await guard.userOf(request.headers.authorization);
      await guard.spend(read.cost, { address: request.clientAddress, userId });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.retryAfterSeconds) reply.header('retry-after', error.retryAfterSeconds);
      return reply.code(error.statusCode).send(error.toBody());
    }
  };
}

/** The guard of every field after its per-IP limit, in the order of a REST route's: caller and access rule, arguments. */
async function admit(
  services: Services,
  field: Pick<Operation, 'access' | 'args'>,
  args: unknown,
  authorization: string | undefined,
  idle: IdleReport | null,
) {
  const caller = await callerFor(services, authorization, field.access, idle);
  return { caller, args: parseInput(field.args, { ...(args as object) }, 'arguments') };
}

function guarded(app: FastifyInstance, services: Services, operation: Operation) {
  return async (_root: unknown, args: unknown, context: MercuriusContext) => {
    const request = context.reply.request;
    try {
      if (operation.rateLimit) await app.limits(operation.rateLimit, request);
      const admitted = await admit(
        services,
        operation,
        args,
        request.headers.authorization,
        reportedIdle(request.headers),
      );
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
 * authorization), the messages of its topic that it accepts, each one the field's value.
 */
function streamed(services: Services, subscription: Subscription) {
  return {
    subscribe: async (_root: unknown, args: unknown, context: SocketContext) => {
      try {
        // A subscription is the app listening, not its user acting: the idle rule waits for their next call.
        const admitted = await admit(services, subscription, args, context.authorization, null);
        const accepts = subscription.accepts;
        return context.stream(
          subscription.topic,
          accepts && ((message: unknown) => accepts(message, admitted.args, admitted.caller as never)),
        );
      } catch (error) {
        throw asGraphqlError(error, context.request);
      }
    },
    resolve: (message: unknown) => message,
  };
}

/** The schema: each area's types, then the Query, Mutation and Subscription types holding every field. */
function schemaOf(areas: GraphqlArea[]): string {
  const operations = areas.flatMap((area) => area.operations);
  // Each field's description ends with its weight when it costs more than a plain read.
  const describe = (f: Pick<Operation, 'description' | 'cost'>) =>
    JSON.stringify(f.cost && f.cost > 1 ? `${f.description} Cost: ${f.cost}.` : f.description);
  const typeOf = (
    type: string,
    fields: Pick<Operation, 'name' | 'args' | 'returns' | 'description' | 'cost'>[],
  ) =>
    fields.length
      ? `type ${type} {\n${fields.map((f) => `  ${describe(f)}\n  ${f.name}${sdlArguments(f.args)}: ${f.returns}`).join('\n')}\n}`
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
