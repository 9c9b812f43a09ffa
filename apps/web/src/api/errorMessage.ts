import type { TFunction } from 'i18next';
import { ApiError } from './apiError.ts';

/**
 * The text to show for a failed call, in one place (STYLE: the web app maps codes to text).
 * English shows the server's own message (the spec fixes several of them verbatim); Spanish shows the
 * translation of the code when there is one. Network failures and unknown errors show `fallbackKey`.
 */
export function errorMessage(error: unknown, t: TFunction, lang: string, fallbackKey: string): string {
  if (!(error instanceof ApiError) || error.isNetworkError) return t(fallbackKey);
  if (lang !== 'en') {
    const translated = t(`apiErrors.${error.code}`, { defaultValue: '' });
    if (translated) return translated;
  }
  return error.message || t(fallbackKey);
}

/** Field messages joined for display (registration and password forms); the message when none. */
export function joinedFieldMessages(error: ApiError, fields?: readonly string[]): string {
  const entries = fields ? fields.flatMap((field) => error.fields[field] ?? []) : error.fieldMessages();
  const all = entries.length > 0 ? entries : error.fieldMessages();
  return all.length > 0 ? all.join(' ') : error.message;
}
