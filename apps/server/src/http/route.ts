import { canOpen, type Screen, STAFF_ROLE } from '@cobertura/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { z } from 'zod';
import { loadSession, SESSION_LIFETIME_MS } from '../modules/auth/sessions.ts';
import { verifyAccessToken } from '../modules/auth/tokens.ts';
import { type AuthUser, loadAuthUser } from '../modules/profile/auth-user.ts';
import type { Services } from '../services.ts';
import { AppError, validationError } from './errors.ts';
import { assertCleanStrings } from './sanitize.ts';

/**
 * Who may call a route, declared on every route (there is no default):
 * - `public`: anyone;
 * - `session`: signed in, even while consent is pending or the account inactive (profile, consent,
 *   catalogs, sign-out);
 * - `member`: signed in, consent given, account active;
 * - `{ screen }`: a member whose role opens that screen (spec 01 §6);
 * - `staff`: a member with the staff role.
 */
export type Access = 'public' | 'session' | 'member' | 'staff' | { screen: Screen };

export interface Caller extends AuthUser {
  sessionId: string;
}

interface RouteSpec<B extends z.ZodType, Q extends z.ZodType, P extends z.ZodType, A extends Access> {
  method: HTTPMethods;
  url: string;
  access: A;
  body?: B;
  query?: Q;
  params?: P;
  status?: number;
  /** Per-IP request limit of this route, per minute. */
  rateLimitPerMinute?: number;
  handler: (ctx: {
    body: z.output<B>;
    query: z.output<Q>;
    params: z.output<P>;
    caller: A extends 'public' ? Caller | null : Caller;
    ip: string;
    request: FastifyRequest;
    reply: FastifyReply;
  }) => Promise<unknown>;
}

/** Registers a route: authenticates, checks access, validates input, then runs the use case. */
export function defineRoute<
  B extends z.ZodType = z.ZodUnknown,
  Q extends z.ZodType = z.ZodUnknown,
  P extends z.ZodType = z.ZodUnknown,
  A extends Access = Access,
>(app: FastifyInstance, services: Services, spec: RouteSpec<B, Q, P, A>): void {
  app.route({
    method: spec.method,
    url: spec.url,
    config: spec.rateLimitPerMinute
      ? { rateLimit: { max: spec.rateLimitPerMinute, timeWindow: 60_000 } }
      : {},
    handler: async (request, reply) => {
      const caller = await authenticate(services, request, spec.access);
      const body = parse(spec.body, request.body, 'body');
      const query = parse(spec.query, request.query, 'query');
      const params = parse(spec.params, request.params, 'params');
      const result = await spec.handler({
        body,
        query,
        params,
        caller: caller as never,
        ip: request.ip,
        request,
        reply,
      });
      if (reply.sent) return reply;
      if (result === undefined) return reply.code(spec.status ?? 204).send();
      return reply.code(spec.status ?? 200).send(result);
    },
  });
}

function parse<S extends z.ZodType>(schema: S | undefined, value: unknown, where: string): z.output<S> {
  assertCleanStrings(value);
  if (!schema) return value as z.output<S>;
  if (where === 'body' && (value === undefined || value === null)) {
    throw new AppError('BAD_REQUEST', 'The request needs a JSON body.');
  }
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

async function authenticate(
  services: Services,
  request: FastifyRequest,
  access: Access,
): Promise<Caller | null> {
  if (access === 'public') {
    // A stale token must not stop anyone from signing in or reading a public page.
    return request.headers.authorization ? identify(services, request, access).catch(() => null) : null;
  }
  return identify(services, request, access);
}

async function identify(services: Services, request: FastifyRequest, access: Access): Promise<Caller> {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
  if (!token) throw new AppError('UNAUTHENTICATED', 'Sign in to continue.');
  const now = services.now();
  const claims = await verifyAccessToken(services.config.jwtSecret, token, now);
  const session = await loadSession(services, claims.sid);
  const userId = Number(claims.sub);
  const hasEnded =
    !session ||
    session.revoked ||
    session.userId !== userId ||
    now.getTime() - session.startedAt >= SESSION_LIFETIME_MS;
  if (hasEnded) throw new AppError('SESSION_ENDED', 'Your session has ended. Sign in again.');
  const user = await loadAuthUser(services, userId);
  if (!user) throw new AppError('UNAUTHENTICATED', 'Sign in to continue.');
  const caller = { ...user, sessionId: claims.sid };
  if (access === 'public' || access === 'session') return caller;
  if (!user.isActive) {
    throw new AppError('ACCOUNT_INACTIVE', 'Your account is waiting for activation by our staff.');
  }
  if (!user.habeasData) {
    throw new AppError('CONSENT_REQUIRED', 'Accept the data-protection terms in your profile to continue.');
  }
  if (access === 'staff' && !(user.isStaff && user.role === STAFF_ROLE)) {
    throw new AppError('FORBIDDEN', 'Only staff may do this.');
  }
  if (typeof access === 'object' && !canOpen(user.role, access.screen)) {
    throw new AppError('FORBIDDEN', 'Your role does not open this screen.');
  }
  return caller;
}
