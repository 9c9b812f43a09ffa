import { MIN_PASSWORD_LENGTH } from '@cobertura/contracts';
import type { TFunction } from 'i18next';
import { i18n } from '../i18n/index.ts';
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

/**
 * Each field's problems in the user's words: by their codes where the server sends codes the app
 * translates (FIELD_PROBLEMS), else the server's messages. Keyed by the request's field names.
 */
export function fieldTexts(error: ApiError, t: TFunction): Record<string, string> {
  return Object.fromEntries(
    Object.entries(error.fields).map(([field, messages]) => {
      const codes = error.issues[field] ?? [];
      const isWorded =
        codes.length === messages.length && codes.every((code) => i18n.exists(`fieldProblems.${code}`));
      const worded = codes.map((code) => t(`fieldProblems.${code}`, { min: MIN_PASSWORD_LENGTH }));
      return [field, (isWorded ? worded : messages).join(' ')];
    }),
  );
}

/** The problems of some fields (all when none are named) joined for display; the message when none. */
export function joinedFieldMessages(error: ApiError, t: TFunction, fields?: readonly string[]): string {
  const texts = fieldTexts(error, t);
  const named = fields ? fields.flatMap((field) => texts[field] ?? []) : [];
  const all = named.length > 0 ? named : Object.values(texts);
  return all.length > 0 ? all.join(' ') : error.message;
}
