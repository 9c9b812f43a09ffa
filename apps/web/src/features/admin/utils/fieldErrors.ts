import type { TFunction } from 'i18next';
import { ApiError } from '../../../api/apiError.ts';
import { fieldTexts } from '../../../api/errorMessage.ts';

/**
 * The server's refusals of an admin form as the form's own field texts: a taken name, initials,
 * username or email in the user's language (`admin.taken.<field>`), any other field's problems as
 * `fieldTexts` words them. Empty when the error names no field.
 */
export function fieldErrors(error: unknown, t: TFunction): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(
    Object.entries(fieldTexts(error, t)).map(([field, text]) => [
      field,
      error.code === 'CONFLICT' ? t(`admin.taken.${field}`, { defaultValue: text }) : text,
    ]),
  );
}
