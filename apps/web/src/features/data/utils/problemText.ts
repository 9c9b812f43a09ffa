import { BOOK_COLUMN_HEADERS, CELL_PROBLEMS, type TRowProblem } from '@cobertura/contracts';
import type { TFunction } from 'i18next';

/**
 * A rejected row's reason in the user's language, naming its column by the sheet's header: the
 * cell problems carry their texts in the contract, the row rules are translated here; a code the
 * app does not know shows the server's English text.
 */
export function problemText(problem: TRowProblem, t: TFunction, lang: string): string {
  const language = lang === 'es' ? 'es' : 'en';
  const cell = CELL_PROBLEMS[problem.code as keyof typeof CELL_PROBLEMS];
  const text = cell
    ? cell[language]
    : t(`bookFiles.problems.${problem.code}`, { defaultValue: problem.message });
  const header = problem.column ? BOOK_COLUMN_HEADERS[problem.column] : undefined;
  return header ? `${header[language === 'es' ? 1 : 0]}: ${text}` : text;
}
