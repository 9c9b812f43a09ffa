import { FinanceError } from '@cobertura/finance';
import { AppError } from '../errors.ts';

/** An error as it crosses from a worker (a thread or another process) to the caller. */
export interface SentError {
  kind: 'AppError' | 'FinanceError' | 'Error';
  message: string;
  stack?: string;
  /** The error's own fields: its code, per-field messages, argument, … */
  props: Record<string, unknown>;
}

const CLASSES = { AppError, FinanceError, Error } as const;

/**
 * Copies an error into plain data. Structured cloning (threads) and Redis (processes) both keep only
 * the message of an Error; the caller needs its class and code to answer the same way.
 */
export function sendError(error: unknown): SentError {
  if (!(error instanceof Error)) return { kind: 'Error', message: String(error), props: {} };
  const kind =
    error instanceof AppError ? 'AppError' : error instanceof FinanceError ? 'FinanceError' : 'Error';
  const { stack, message } = error;
  return { kind, message, props: { ...error }, ...(stack ? { stack } : {}) };
}

/** The error a worker raised, again as its own class with its own fields. */
export function receiveError(sent: SentError): Error {
  const error: Error = Object.create(CLASSES[sent.kind].prototype);
  Object.defineProperty(error, 'message', { value: sent.message, writable: true, configurable: true });
  if (sent.stack)
    Object.defineProperty(error, 'stack', { value: sent.stack, writable: true, configurable: true });
  return Object.assign(error, sent.props);
}
