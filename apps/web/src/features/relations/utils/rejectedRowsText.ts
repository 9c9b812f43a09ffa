import type { TFunction } from 'i18next';
import { ApiError } from '../../../api/apiError.ts';

/** The links the server refused, each with its problems in the user's words; null when it named none. */
export function rejectedRowsText(error: unknown, t: TFunction): string | null {
  if (!(error instanceof ApiError) || error.rows.length === 0) return null;
  return error.rows
    .map((row) => {
      const codes = Object.values(row.fields).flatMap((problems) => problems.map((p) => p.code));
      return `${row.pk}: ${codes.map((code) => t(`relations.problems.${code}`)).join(' ')}`;
    })
    .join(' ');
}
