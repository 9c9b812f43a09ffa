import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { z } from 'zod';
import { AppError, validationError } from '../errors.ts';
import { type Access, type CallerOf, callerFor } from '../identity/caller.ts';
import { reportedIdle } from '../identity/sessions.ts';
import type { Services } from '../services.ts';
import { collectAfterAnswer, startAfterAnswer } from './after-answer.ts';
import { answerShape } from './answer-shape.ts';
import type { RateLimit } from './rate-limit.ts';
import { checkReplySize } from './reply-size.ts';
import { assertCleanStrings } from './sanitize.ts';

export type { Access, Caller } from '../identity/caller.ts';

/** What a route declares about itself, kept for the API reference (see http/openapi.ts). */
export interface RouteDocs {
  method: HTTPMethods;
  url: string;
  summary: string;
  access: Access;
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  answer?: z.ZodType;
  /** The answer's media type. */
  produces: 'application/json' | 'text/html';
  status: number;
  rateLimit?: RateLimit;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    docs?: RouteDocs;
  }
}

/**
 * A handler's answer: what the answer schema accepts, undefined for 204, or a reply it sent itself
 * (a redirect). A route without an answer schema cannot answer a body: it does not compile.
 */
type Answer<R> = R extends z.ZodType ? z.input<R> | undefined | FastifyReply : NoAnswer;
// biome-ignore lint/suspicious/noConfusingVoidType: a use case that answers nothing is typed void.
type NoAnswer = void | undefined | FastifyReply;

interface RouteSpec<
  B extends z.ZodType,
  Q extends z.ZodType,
  P extends z.ZodType,
  R extends z.ZodType | undefined,
  A extends Access,
> {
  method: HTTPMethods;
  url: string;
  /** One line for the API reference. */
  summary: string;
  access: A;
  body?: B;
  query?: Q;
  params?: P;
  /**
   * The answer's schema: the answer is parsed with it before it is sent (see `answerShape`), so a
   * field the schema does not name never leaves the server, and the API reference documents it. Routes that answer
   * nothing (204) or redirect declare none.
   */
  answer?: R;
  /** The answer's media type (JSON unless said). */
  produces?: RouteDocs['produces'];
  status?: number;
  /** Per-IP request limit, shared with every operation that names the same limit. */
  rateLimit?: RateLimit;
  /** The largest body this route takes, in bytes, when it is not the server's default (batch saves). */
  bodyLimit?: number;
  /**
   * A refused body in the route's own terms (a batch naming its rows and fields), when it has them;
   * VALIDATION_FAILED with messages per field otherwise.
   */
  bodyRefusal?: InputRefusal;
  handler: (ctx: {
    body: z.output<B>;
    query: z.output<Q>;
    params: z.output<P>;
    caller: CallerOf<A>;
    ip: string;
    request: FastifyRequest;
    reply: FastifyReply;
  }) => Promise<Answer<R>>;
}

/**
 * Registers a route: counts the per-IP limit, authenticates, checks access, validates input, runs
 * the use case and serialises its answer through the answer schema.
 */
export function defineRoute<
  B extends z.ZodType = z.ZodUnknown,
  Q extends z.ZodType = z.ZodUnknown,
  P extends z.ZodType = z.ZodUnknown,
  R extends z.ZodType | undefined = undefined,
  A extends Access = Access,
>(app: FastifyInstance, services: Services, spec: RouteSpec<B, Q, P, R, A>): void {
  const { rateLimit } = spec;
  const status = spec.status ?? (spec.answer ? 200 : 204);
  const shapeAnswer = spec.answer ? answerShape(spec.answer) : undefined;
  app.route({
    method: spec.method,
    url: spec.url,
    ...(spec.bodyLimit ? { bodyLimit: spec.bodyLimit } : {}),
    config: {
      docs: {
        method: spec.method,
        url: spec.url,
        summary: spec.summary,
        access: spec.access,
        body: spec.body,
        query: spec.query,
        params: spec.params,
        answer: spec.answer,
        produces: spec.produces ?? 'application/json',
        status,
        rateLimit,
      },
    },
    // Counted before the body is parsed, so malformed attempts count too.
    ...(rateLimit ? { onRequest: (request, reply) => app.limits(rateLimit, request, reply) } : {}),
    onResponse: async (request) => startAfterAnswer(request),
    handler: async (request, reply) => {
      const caller = await callerFor(
        services,
        request.headers.authorization,
        spec.access,
        reportedIdle(request.headers),
      );
      const body = parseInput(spec.body, request.body, 'body', spec.bodyRefusal);
      const query = parseInput(spec.query, request.query, 'query');
      const params = parseInput(spec.params, request.params, 'params');
      const result = await collectAfterAnswer(request, () =>
        spec.handler({
          body,
          query,
          params,
          caller: caller as CallerOf<A>,
          ip: request.clientAddress,
          request,
          reply,
        }),
      );
      if (reply.sent) return reply;
      if (result === undefined) return reply.code(spec.status ?? 204).send();
      const answer = shapeAnswer ? shapeAnswer(result) : result;
      // Before it is written: an answer past the size budget is refused, not built.
      checkReplySize(answer, services.config.workLimits.replyBytes);
      if (spec.produces) reply.type(spec.produces);
      return reply.code(spec.status ?? 200).send(answer);
    },
  });
}

/**
 * Aborts when the client goes away before its answer is sent, so the work done for it (a queued
 * or running job) stops.
 */
export function untilClientGone(reply: FastifyReply): AbortSignal {
  const gone = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) gone.abort(new AppError('BAD_REQUEST', 'The client went away.'));
  });
  return gone.signal;
}

/** A route's own refusal of input its schema refused, or undefined to refuse it field by field. */
export type InputRefusal = (error: z.ZodError, value: unknown) => AppError | undefined;

/**
 * Validates one part of a request; refused input is a 400 with messages per field, or the route's
 * own refusal (`refusal`) when it words it.
 */
export function parseInput<S extends z.ZodType>(
  schema: S | undefined,
  value: unknown,
  where: 'body' | 'query' | 'params' | 'arguments',
  refusal?: InputRefusal,
): z.output<S> {
  assertCleanStrings(value);
  if (!schema) return value as z.output<S>;
  if (where === 'body' && (value === undefined || value === null)) {
    throw new AppError('BAD_REQUEST', 'The request needs a JSON body.');
  }
  const result = schema.safeParse(value);
  if (!result.success) throw refusal?.(result.error, value) ?? validationError(result.error);
  return result.data;
}
