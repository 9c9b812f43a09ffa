import { programProblemOf } from '@cobertura/contracts';
import type { TFunction } from 'i18next';
import { ApiError } from '../../api/apiError.ts';
import { errorMessage } from '../../api/errorMessage.ts';

/**
 * Why a save failed, in the user's words: each refused field's problem by its code where the
 * contract names it, else the server's text; a failure without fields as the app words its code.
 */
export function saveErrorText(error: unknown, t: TFunction, lang: string): string {
  if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
    return Object.values(error.fields)
      .flat()
      .map((message) => {
        const code = programProblemOf(message);
        return code ? t(`programs.problems.${code}`) : message;
      })
      .join(' ');
  }
  return errorMessage(error, t, lang, 'saveStatus.unreached');
}
