import type { TFunction } from 'i18next';
import { ApiError } from '../../../api/apiError.ts';
import { errorMessage } from '../../../api/errorMessage.ts';

/** The desk's refusals a screen explains in the user's language (contracts: DESK_ERROR_CODES, REQUEST_STATE). */
const DESK_CODES = ['EXECUTION_CONFLICT', 'QUOTE_EXPIRED', 'REQUEST_STATE', 'FOUR_EYES'] as const;

/** The answers that mean the request changed under the user: the ticket is read again. */
export const STALE_TICKET_STATUS = 409;

/**
 * A failed desk call in words: the server's own message in English (it names the figures), the
 * desk's translation of its code in Spanish, the generic text for a network failure.
 */
export function deskErrorText(error: unknown, t: TFunction, lang: string): string {
  if (error instanceof ApiError && lang !== 'en' && (DESK_CODES as readonly string[]).includes(error.code)) {
    return t(`desk.errors.${error.code}`);
  }
  return errorMessage(error, t, lang, 'desk.errors.generic');
}

/** A 409: someone else moved the request first, its quote expired, or its state forbids the act. */
export function isStaleTicket(error: unknown): boolean {
  return error instanceof ApiError && error.status === STALE_TICKET_STATUS;
}
