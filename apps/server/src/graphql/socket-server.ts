import { createRequire } from 'node:module';
import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { GraphQLError, GraphQLSchema } from 'graphql';
import type { MQEmitter } from 'mqemitter';
import type { WebSocket } from 'ws';
import { AppError } from '../errors.ts';
import type { Caller } from '../identity/caller.ts';
import type { Services } from '../services.ts';
import { graphqlJs } from './graphql-js.ts';
import type { OperationGuard } from './operation-guard.ts';
import { admitSocket } from './socket-admission.ts';
import { topicStream } from './topic-stream.ts';

// graphql-ws as CommonJS, so that it runs documents with Mercurius's copy of graphql-js.
const { useServer } = createRequire(import.meta.url)(
  'graphql-ws/use/ws',
) as typeof import('graphql-ws/use/ws');

/** Largest message a client may send (a subscription's query and variables). */
const MAX_MESSAGE_BYTES = 64 * 1024;
/** Messages one subscription may have waiting for a client that reads slowly. */
const MAX_QUEUED_MESSAGES = 256;
/** Close codes: policy (too many connections) and "try again later" (a consumer too slow). */
const POLICY_VIOLATION = 1008;
const TRY_AGAIN_LATER = 1013;

/** What a subscription's resolver reads from its context. */
export interface SocketContext {
  request: FastifyRequest;
  authorization: string | undefined;
  /** The stream of a topic for this socket, dropped (and the socket closed) when it falls behind. */
  stream<T>(topic: string, keep?: (message: T) => boolean): AsyncIterableIterator<T>;
}

interface Connection {
  request: FastifyRequest;
  caller?: Caller;
  authorization?: string;
}

/**
 * Subscriptions over the websocket at /graphql, with graphql-ws's server (the
 * graphql-transport-ws protocol as its authors wrote it: a socket that sends no connection_init
 * within 3 s is closed with 4408, a repeated subscription id with 4409, a second init with 4429).
 * Around it, the platform's limits: sockets per address (checked at the handshake) and per
 * account (at sign-in), subscriptions per socket, the same operation guard as over HTTP (depth,
 * size, cost and the per-minute budget), and a bounded queue per subscription.
 *
 * Call before Mercurius registers its routes: the websocket handler is attached to its
 * GET /graphql route. Answers a function to call once the schema is built.
 */
export async function serveSockets(
  app: FastifyInstance,
  services: Services,
  guard: OperationGuard,
  emitter: MQEmitter,
): Promise<(schema: GraphQLSchema) => void> {
  const limits = services.config.graphqlLimits;
  const connections = new WeakMap<WebSocket, Connection>();
  const perAddress = new Map<string, number>();
  const perAccount = new Map<number, number>();
  const count = <K>(counts: Map<K, number>, key: K, by: number) => {
    const next = (counts.get(key) ?? 0) + by;
    if (next > 0) counts.set(key, next);
    else counts.delete(key);
    return next;
  };

  app.addHook('onRoute', (route) => {
    if (route.url !== '/graphql' || route.method !== 'GET') return;
    route.wsHandler = (socket: WebSocket, request: FastifyRequest) => {
      connections.set(socket, { request });
      const address = request.clientAddress;
      socket.once('close', () => count(perAddress, address, -1));
      if (count(perAddress, address, 1) > limits.socketsPerAddress) {
        socket.close(
          POLICY_VIOLATION,
          `Too many connections from your address (at most ${limits.socketsPerAddress}).`,
        );
      }
    };
  });
  await app.register(websocket, { options: { maxPayload: MAX_MESSAGE_BYTES } });

  return (schema) => {
    useServer<Record<string, unknown>, { socket: WebSocket }>(
      {
        schema,
        onConnect: async (ctx) => {
          const socket = ctx.extra.socket;
          const connection = connections.get(socket);
          const authorization = ctx.connectionParams?.authorization;
          const caller = await admitSocket(
            services,
            socket,
            typeof authorization === 'string' ? authorization : undefined,
          );
          if (!caller || !connection) return false;
          socket.once('close', () => count(perAccount, caller.id, -1));
          if (count(perAccount, caller.id, 1) > limits.socketsPerUser) {
            socket.close(
              POLICY_VIOLATION,
              `Too many connections for your account (at most ${limits.socketsPerUser}).`,
            );
            return false;
          }
          Object.assign(connection, { caller, authorization });
          return true;
        },
        onSubscribe: async (ctx, _id, payload) => {
          const socket = ctx.extra.socket;
          const connection = connections.get(socket);
          if (!connection?.caller)
            return [asGraphqlError(new AppError('UNAUTHENTICATED', 'Sign in to continue.'))];
          // The subscription being started is already counted in ctx.subscriptions.
          if (Object.keys(ctx.subscriptions).length > limits.subscriptionsPerSocket) {
            const message = `A connection holds at most ${limits.subscriptionsPerSocket} subscriptions; end one before starting another.`;
            return [asGraphqlError(new AppError('WORK_LIMIT', message))];
          }
          try {
            const read = guard.read(payload.query, payload.operationName ?? undefined);
            if (!read.document) return read.errors;
            const errors = graphqlJs.validate(schema, read.document, [
              ...graphqlJs.specifiedRules,
              ...guard.validationRules,
            ]);
            if (errors.length) return errors.map(guard.hideSuggestions);
            const operation = graphqlJs.getOperationAST(read.document, payload.operationName);
            if (operation?.operation !== 'subscription') {
              const message =
                'The websocket carries subscriptions; send queries and mutations over HTTP to /graphql.';
              return [asGraphqlError(new AppError('BAD_REQUEST', message))];
            }
            await guard.spend(read.cost, {
              address: connection.request.clientAddress,
              userId: connection.caller.id,
            });
            const context: SocketContext = {
              request: connection.request,
              authorization: connection.authorization,
              stream: (topic, keep) =>
                topicStream(emitter, topic, {
                  maxQueued: MAX_QUEUED_MESSAGES,
                  keep,
                  onOverflow: () =>
                    socket.close(TRY_AGAIN_LATER, 'The connection fell too far behind its messages.'),
                }),
            };
            return {
              schema,
              document: read.document,
              operationName: payload.operationName,
              variableValues: payload.variables,
              contextValue: context,
            };
          } catch (error) {
            if (!(error instanceof AppError)) services.log.error(error);
            return [asGraphqlError(error)];
          }
        },
      },
      app.websocketServer,
    );
  };
}

/** An AppError as graphql-ws sends it: its text, and its code in extensions. */
function asGraphqlError(error: unknown): GraphQLError {
  const known =
    error instanceof AppError
      ? error
      : new AppError('INTERNAL', 'Something went wrong on our side. Try again later.');
  return new graphqlJs.GraphQLError(known.message, { extensions: { code: known.code } });
}
