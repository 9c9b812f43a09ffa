import { BOOK_COLUMN_HEADERS, problemWords, ROW_PROBLEMS, type TRowProblem } from '@cobertura/contracts';
import type { Language } from '../../../i18n/index.ts';

/**
 * A rejected row's reason in the user's language, naming its column by the sheet's header, in the
 * words of the rejected-rows report (the contract's texts of cell problems and row rules); a code
 * the app does not know shows the server's English text.
 */
export function problemText(problem: TRowProblem, language: Language): string {
  const text = problemWords(problem, language, ROW_PROBLEMS);
  const header = problem.column ? BOOK_COLUMN_HEADERS[problem.column] : undefined;
  return header ? `${header[language === 'es' ? 1 : 0]}: ${text}` : text;
}
