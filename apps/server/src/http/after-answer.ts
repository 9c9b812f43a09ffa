import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyRequest } from 'fastify';

/**
 * Work a use case leaves for after its answer (`services.afterAnswer`): collected while the route's
 * handler runs, started once the answer has been sent, so that the time an answer takes tells
 * nothing of that work.
 */
const collecting = new AsyncLocalStorage<(() => void)[]>();
const leftBy = new WeakMap<FastifyRequest, (() => void)[]>();

/** Runs a handler, collecting the work it leaves for after the answer. */
export function collectAfterAnswer<T>(request: FastifyRequest, handler: () => Promise<T>): Promise<T> {
  const left: (() => void)[] = [];
  leftBy.set(request, left);
  return collecting.run(left, handler);
}

/** Starts what the request's handler left, once its answer is sent. */
export function startAfterAnswer(request: FastifyRequest): void {
  for (const start of leftBy.get(request) ?? []) start();
  leftBy.delete(request);
}

/** Leaves `start` for after the current request's answer; outside a request, starts it next tick. */
export function leaveForAfterAnswer(start: () => void): void {
  const left = collecting.getStore();
  if (left) left.push(start);
  else setImmediate(start);
}
