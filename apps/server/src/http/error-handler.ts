import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';

const FASTIFY_CODES: Record<string, () => AppError> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () =>
    new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the request body as JSON (Content-Type: application/json).'),
  FST_ERR_CTP_BODY_TOO_LARGE: () => new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large.'),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => new AppError('BAD_REQUEST', 'The request needs a JSON body.'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => new AppError('BAD_REQUEST', 'The request body length is wrong.'),
  FST_ERR_CTP_INVALID_JSON_BODY: () => new AppError('BAD_REQUEST', 'The request body is not valid JSON.'),
};

/**
 * Every error leaves as the documented JSON body. Anything unexpected is logged in full and answered
 * with a plain 500: never a stack trace, never SQL.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const known = toAppError(error);
    if (known?.retryAfterSeconds !== undefined) reply.header('retry-after', known.retryAfterSeconds);
    if (known) return reply.code(known.statusCode).send(known.toBody());
    request.log.error({ err: error }, 'unhandled error');
    const internal = new AppError('INTERNAL', 'Something went wrong on our side. Try again later.');
    return reply.code(500).send(internal.toBody());
  });
}

function toAppError(error: FastifyError | AppError): AppError | null {
  if (error instanceof AppError) return error;
  const byCode = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (byCode) return byCode();
  const status = error.statusCode ?? 500;
  // The JSON parser throws a SyntaxError with status 400 for malformed bodies.
  if (status === 400 && (error instanceof SyntaxError || /JSON/i.test(error.message))) {
    return new AppError('BAD_REQUEST', 'The request body is not valid JSON.');
  }
  if (status === 413) return new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large.');
  if (status === 415) return new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the request body as JSON.');
  if (status === 429) return new AppError('RATE_LIMITED', 'Too many requests. Wait a minute and try again.');
  if (status === 404) return new AppError('NOT_FOUND', 'Not found.');
  if (status >= 400 && status < 500) return new AppError('BAD_REQUEST', 'The request is not valid.');
  return null;
}
